import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers/app";

// Throttling is what this file tests, so it runs with the limits on.
const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

const SUCCESS = { message: "Thank you for your message! We will get back to you soon." };
let sender = 0;

/** A valid message with an e-mail address of its own, so tests can find what was stored. */
function message(overrides: Record<string, unknown> = {}) {
  sender += 1;
  return {
    name: "Asha Rao",
    email: `sender${sender}@example.com`,
    subject: "Team plan",
    message: "Do you offer invoices?",
    ...overrides,
  };
}

const send = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });

const stored = (email: string) => t.database.db.contactMessage.count({ where: { email } });

describe("contact form throttling (RATE_LIMITS=on)", () => {
  it("takes 5 messages an hour from one address, then answers 429 with Retry-After", async () => {
    const ip = "203.0.113.10";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await send(message(), ip);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = message();
    const response = await send(refused, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/^Too many messages sent\. Try again in (59|60) minutes\.$/);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(3500);
    expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(await stored(refused.email)).toBe(0);

    // The same limit over tRPC, which the page uses.
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.submit",
      payload: message(),
      remoteAddress: ip,
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.json().error.message).toMatch(/^Too many messages sent\./);

    // Another address is not affected.
    expect((await send(message(), "203.0.113.11")).statusCode).toBe(201);
  });

  it("does not count messages refused as invalid", async () => {
    const ip = "203.0.113.20";
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await send(message({ email: "not-an-address" }), ip)).statusCode).toBe(400);
    expect((await send(message(), ip)).statusCode).toBe(201);
  });
});

describe("contact form honeypot", () => {
  it("answers a message with the hidden field filled in exactly like a success, and stores nothing", async () => {
    const bot = message({ website: "https://cheap-pills.example" });
    const caught = await send(bot, "198.51.100.1");
    const real = await send(message(), "198.51.100.2");
    expect(caught.statusCode).toBe(201);
    expect(caught.body).toBe(real.body);
    expect(caught.json()).toEqual(SUCCESS);
    expect(caught.headers["content-type"]).toBe(real.headers["content-type"]);
    expect(await stored(bot.email)).toBe(0);

    const trpcBot = message({ website: "x" });
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.submit",
      payload: trpcBot,
      remoteAddress: "198.51.100.3",
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(SUCCESS);
    expect(await stored(trpcBot.email)).toBe(0);
  });

  it("stores a message whose hidden field is empty, as the page sends it", async () => {
    const person = message({ website: "" });
    expect((await send(person, "198.51.100.4")).statusCode).toBe(201);
    expect(await stored(person.email)).toBe(1);
  });

  it("counts caught messages against the limit, so a bot cannot tell it was caught", async () => {
    const ip = "198.51.100.5";
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await send(message({ website: "spam" }), ip)).statusCode).toBe(201);
    expect((await send(message({ website: "spam" }), ip)).statusCode).toBe(429);
    expect((await send(message(), ip)).statusCode).toBe(429);
  });
});

describe("contact form text", () => {
  it.each([
    [
      "name",
      { name: "Asha\u0000Rao" },
      "Name contains control characters that are not allowed: remove them and try again",
    ],
    [
      "email",
      { email: "asha\u0007@example.com" },
      "Email contains control characters that are not allowed: remove them and try again",
    ],
    [
      "subject",
      { subject: "Team\nplan" },
      "Subject contains control characters that are not allowed: remove them and try again",
    ],
    [
      "message",
      { message: "Ring\u0007the bell" },
      "Message contains control characters that are not allowed: remove them and try again",
    ],
    [
      "message",
      { message: "Null\u0000byte" },
      "Message contains control characters that are not allowed: remove them and try again",
    ],
  ])("refuses control characters in the %s with a 400", async (_field, change, expected) => {
    const refused = message(change);
    const response = await send(refused, "192.0.2.1");
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(expected);
    expect(await stored(refused.email as string)).toBe(0);
  });

  it("keeps line breaks and tabs in the message", async () => {
    const body = "Hello,\r\n\nDo you offer invoices?\n\tThanks";
    const kept = message({ message: body });
    expect((await send(kept, "192.0.2.2")).statusCode).toBe(201);
    const row = await t.database.db.contactMessage.findFirstOrThrow({ where: { email: kept.email } });
    expect(row.message).toBe(body);
  });

  it("keeps the existing texts for missing fields", async () => {
    const response = await send(message({ subject: "  " }), "192.0.2.3");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Subject is required");
  });
});
