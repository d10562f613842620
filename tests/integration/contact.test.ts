import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();

const valid = { name: "Asha Rao", email: "asha@example.com", subject: "Team plan", message: "Do you offer invoices?" };

describe("contact form", () => {
  it("stores a message sent to POST /api/contact", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thank you for your message! We will get back to you soon." });
    const stored = await t.database.db.contactMessage.findFirst({ where: { email: "asha@example.com" } });
    expect(stored).toMatchObject(valid);
  });

  it("stores a message sent through contact.submit", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.submit",
      payload: { ...valid, email: "trpc@example.com" },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.contactMessage.count({ where: { email: "trpc@example.com" } })).toBe(1);
  });

  it.each([
    ["name", { name: "   " }, "Name is required"],
    ["email", { email: undefined }, "Email is required"],
    ["subject", { subject: "" }, "Subject is required"],
    ["message", { message: undefined }, "Message is required"],
  ])("requires the %s", async (_field, change, message) => {
    const before = await t.database.db.contactMessage.count();
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...valid, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.database.db.contactMessage.count()).toBe(before);
  });

  it("rejects an address that is not an e-mail", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: { ...valid, email: "asha" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("reports validation problems over tRPC as BAD_REQUEST with the same text", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.submit",
      payload: { ...valid, name: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Name is required");
  });
});
