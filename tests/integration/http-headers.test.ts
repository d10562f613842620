import { describe, expect, it } from "vitest";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp, type TestApp } from "../helpers/app";

const trpcGet = (t: TestApp, path: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/trpc/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("with an http origin", () => {
  const t = setupTestApp({ env: { APP_ORIGIN: "http://localhost:3000" } });

  it("marks authenticated /api and /trpc answers no-store", async () => {
    const user = await signUp(t);
    const profile = await get(t, "/api/users/profile", user.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers["cache-control"]).toBe("no-store");
    const trpc = await trpcGet(t, "auth.profile", user.token);
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers["cache-control"]).toBe("no-store");
    // A token in the body: the login answer must not be kept either.
    const login = await post(t, "/api/users/login", { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
  });

  it("marks every other /api and /trpc answer no-store too, errors included", async () => {
    for (const [url, status] of [
      ["/api/users/profile", 401],
      ["/api/no-such-path", 404],
      ["/api/models", 200],
      ["/api?x=1", 404],
      ["/trpc/auth.profile", 401],
      ["/trpc/catalog.list", 200],
    ] as const) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("keeps the cache-control a route sets for itself, and leaves pages alone", async () => {
    expect((await get(t, "/api/openapi.json")).headers["cache-control"]).toBe("no-cache");
    expect((await get(t, "/api/docs")).headers["cache-control"]).toBe("no-cache");
    expect((await get(t, "/api/docs/assets/swagger-ui.css")).headers["cache-control"]).toMatch(/max-age=\d+/);
    expect((await get(t, "/")).headers["cache-control"]).toBe("no-cache");
    // Only the /api and /trpc paths themselves: not a page whose path merely starts alike.
    expect((await get(t, "/apiary")).headers["cache-control"]).toBe("no-cache");
  });

  it("sends no Strict-Transport-Security", async () => {
    for (const url of ["/", "/api/models", "/trpc/catalog.list", "/healthz"]) {
      const response = await get(t, url);
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
      // The other hardening headers stay.
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
    }
  });
});

describe("with an https origin", () => {
  const t = setupTestApp({ env: { APP_ORIGIN: "https://nexgen.example.com" } });

  it("sends Strict-Transport-Security on every response", async () => {
    for (const url of ["/", "/api/models", "/api/no-such-path", "/trpc/catalog.list", "/healthz"]) {
      const response = await get(t, url);
      expect(response.headers["strict-transport-security"], url).toMatch(/^max-age=\d{7,}/);
    }
  });

  it("still marks API answers no-store", async () => {
    expect((await get(t, "/api/models")).headers["cache-control"]).toBe("no-store");
  });
});

describe("a tRPC input error", () => {
  const t = setupTestApp();

  it("lists every message and names the field of each, so a form can show them in place", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.submit",
      payload: { name: "Asha", email: "not-an-address", subject: "", message: "Hello" },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as {
      error: { message: string; data: { errors: string[]; fieldErrors: Record<string, string[]> } };
    };
    expect(error.data.errors).toHaveLength(2);
    expect(error.message).toBe(error.data.errors[0]);
    expect(error.data.fieldErrors).toEqual({
      email: ["Please enter a valid email address"],
      subject: [expect.stringMatching(/^Subject/)],
    });
  });
});
