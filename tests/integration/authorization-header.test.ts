import { describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { signInAdmin, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// One reading of `Authorization` for REST, tRPC, the zip download and /v1 (server/core/bearer.ts):
// `Bearer <token>` with the scheme in any case and one or more spaces (RFC 7235), nothing else.
const t = setupTestApp();

const DAY = 24 * 60 * 60 * 1000;

/** Headers built around a good credential that must be refused, each with why. */
const malformed = (token: string): Array<[string, string]> => [
  ["trailing words", `Bearer ${token} extra`],
  ["a second credential", `Bearer ${token}, Bearer ${token}`],
  ["no token", "Bearer"],
  ["only spaces after the scheme", "Bearer    "],
  ["another scheme", `Basic ${token}`],
  ["a scheme glued to the token", `Bearer${token}`],
  ["no scheme", token],
  ["a tab instead of a space", `Bearer\t${token}`],
];

/** Spellings RFC 7235 allows, which must work. */
const accepted = (token: string): Array<[string, string]> => [
  ["the usual form", `Bearer ${token}`],
  ["a lower-case scheme", `bearer ${token}`],
  ["an upper-case scheme", `BEARER ${token}`],
  ["two spaces", `Bearer  ${token}`],
];

async function call(method: "GET" | "POST", url: string, authorization: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
    ...(method === "POST" ? { payload: {} } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe("the Authorization header is read strictly, in one place", () => {
  it("REST and tRPC refuse a malformed header with a 401 that says how it must look, and accept RFC spellings", async () => {
    const user = await signUp(t);
    for (const [why, header] of malformed(user.token)) {
      const rest = await call("GET", "/api/users/profile", header);
      expect(rest, why).toEqual({
        status: 401,
        body: { message: englishText("auth.malformedAuthorization"), code: "auth.malformedAuthorization" },
      });
      const trpc = await call("GET", "/trpc/auth.profile", header);
      expect(trpc.status, why).toBe(401);
      expect(trpc.body.error.message, why).toBe(englishText("auth.malformedAuthorization"));
      // Paths with their own handling read the header the same way: the zip download and refresh.
      expect((await call("GET", "/api/users/export", header)).status, why).toBe(401);
      expect((await call("POST", "/api/users/refresh", header)).body.message, why).toBe(
        englishText("auth.malformedAuthorization"),
      );
    }
    for (const [why, header] of accepted(user.token)) {
      expect((await call("GET", "/api/users/profile", header)).status, why).toBe(200);
      expect((await call("GET", "/trpc/auth.profile", header)).status, why).toBe(200);
    }
  });

  it("administrators' calls read it the same way", async () => {
    const token = await signInAdmin(t, "header_ops");
    for (const [why, header] of malformed(token)) {
      const response = await call("GET", "/api/admin/profile", header);
      expect(response, why).toEqual({
        status: 401,
        body: { message: englishText("auth.malformedAuthorization"), code: "auth.malformedAuthorization" },
      });
    }
    for (const [why, header] of accepted(token))
      expect((await call("GET", "/api/admin/profile", header)).status, why).toBe(200);
  });

  it("/v1 refuses a malformed header with a 401 in OpenAI's shape that says so, and accepts RFC spellings", async () => {
    const user = await signUp(t);
    await t.database.db.user.update({
      where: { id: user._id },
      data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * DAY) },
    });
    await t.deps.bus.publish("user", user._id);
    const created = await trpcMutation(t, "apiKeys.create", { name: "Header test" }, user.token);
    expect(created.statusCode, created.body).toBe(200);
    const key = created.json().result.data.key as string;
    for (const [why, header] of malformed(key)) {
      const response = await call("GET", "/v1/models", header);
      expect(response.status, why).toBe(401);
      expect(response.body.error, why).toMatchObject({
        message: englishText("auth.malformedAuthorization"),
        code: "invalid_api_key",
      });
    }
    for (const [why, header] of accepted(key)) expect((await call("GET", "/v1/models", header)).status, why).toBe(200);
  });
});
