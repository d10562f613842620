import { describe, expect, it } from "vitest";
import { newAccount } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// One request per 100 s and a burst of one: a client's second call is over its budget however slow the machine.
const t = setupTestApp({ env: { TRUST_PROXY: "true", PUBLIC_REQUESTS_PER_SECOND: "0.01" } });

const call = (
  address: string,
  method: "GET" | "POST",
  url: string,
  options: { payload?: object; token?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      "x-forwarded-for": address,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });

/** A signed-in user, each public step from an address of its own so the budget does not get in the way. */
async function signedInUser(addresses: [string, string]) {
  const account = newAccount();
  const before = t.mail.messages.length;
  expect((await call(addresses[0], "POST", "/api/users/pre-register", { payload: account })).statusCode).toBe(200);
  const { code } = await t.mail.next(account.email, before);
  const registered = await call(addresses[1], "POST", "/api/users/register", { payload: { ...account, otp: code } });
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json().token as string;
}

describe("the client budget on endpoints anyone may call", () => {
  it("answers a client over its budget with 429 and Retry-After while another client is still served", async () => {
    const flooder = "198.51.100.30";
    expect((await call(flooder, "GET", "/api/models")).statusCode).toBe(200);

    const refused = await call(flooder, "GET", "/api/models");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(1);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests from your address\. Try again in \d+ seconds\.$/),
      code: "request.tooManyFromAddress",
    });
    // Every open endpoint shares the one budget: login, sign-up, contact…
    const login = await call(flooder, "POST", "/api/users/login", {
      payload: { email: "nobody@example.com", password: "Wrong-Password-1" },
    });
    expect(login.statusCode).toBe(429);

    // Another client: served, its login answered on its merits.
    const other = "198.51.100.31";
    expect(
      (
        await call(other, "POST", "/api/users/login", {
          payload: { email: "nobody@example.com", password: "Wrong-Password-1" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("answers tRPC calls in tRPC's error shape, one per call of a batch", async () => {
    const flooder = "198.51.100.40";
    expect((await call(flooder, "GET", "/trpc/catalog.list")).statusCode).toBe(200);
    const single = await call(flooder, "GET", "/trpc/catalog.list");
    expect(single.statusCode).toBe(429);
    expect(single.json()).toEqual({
      error: {
        message: expect.stringMatching(/^Too many requests from your address\./),
        code: -32029,
        data: {
          code: "TOO_MANY_REQUESTS",
          httpStatus: 429,
          path: "catalog.list",
          messageKey: "request.tooManyFromAddress",
          messageValues: { seconds: Number(single.headers["retry-after"]) },
          appCode: "TOO_MANY_REQUESTS",
          retryAfter: Number(single.headers["retry-after"]),
        },
      },
    });
    const batch = await call(flooder, "GET", `/trpc/catalog.list,app.info?batch=1&input=${encodeURIComponent("{}")}`);
    expect(batch.statusCode).toBe(429);
    expect(batch.json().map((entry: { error: { data: { path: string } } }) => entry.error.data.path)).toEqual([
      "catalog.list",
      "app.info",
    ]);
  });

  it("does not count calls that take a token, health checks or /v1", async () => {
    const token = await signedInUser(["198.51.100.50", "198.51.100.51"]);
    const person = "198.51.100.52";
    expect((await call(person, "GET", "/api/models")).statusCode).toBe(200);
    expect((await call(person, "GET", "/api/models")).statusCode).toBe(429);
    // Over the budget for open endpoints, the signed-in person still works.
    expect((await call(person, "GET", "/api/users/profile", { token })).statusCode).toBe(200);
    expect((await call(person, "GET", "/trpc/auth.profile", { token })).statusCode).toBe(200);
    expect((await call(person, "GET", "/healthz")).statusCode).toBe(200);
    expect((await call(person, "GET", "/v1/models")).statusCode).toBe(401);
  });
});
