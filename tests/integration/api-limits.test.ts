import { describe, expect, it } from "vitest";
import { API_KEYS_CREATED_PER_HOUR } from "../../shared/api-keys";
import { signUpEnterprise, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// A small per-person limit, set the way an operator would (the default is 120).
const PER_PERSON = 12;
const t = setupTestApp({ env: { RATE_LIMITS: "on", API_PERSON_REQUESTS_PER_MINUTE: String(PER_PERSON) } });

async function createKey(token: string) {
  const response = await trpcMutation(t, "apiKeys.create", { name: "script" }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data as { id: string; key: string };
}

const models = (key: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url: "/v1/models", headers: { authorization: `Bearer ${key}` }, remoteAddress });

describe("/v1 limits beyond the per-key one (RATE_LIMITS=on)", () => {
  it("limits a person across all their keys: three keys do not give three times the rate", async () => {
    const user = await signUpEnterprise(t);
    const keys = [await createKey(user.token), await createKey(user.token), await createKey(user.token)];
    // 5 + 5 + 2: every key far under its own 60 a minute, the person at the limit.
    for (const [index, count] of [5, 5, 2].entries())
      for (let call = 0; call < count; call++) expect((await models(keys[index]?.key ?? "")).statusCode).toBe(200);

    const refused = await models(keys[2]?.key ?? "");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: {
        message: `Rate limit reached: ${PER_PERSON} requests a minute across all your API keys together.`,
        type: "rate_limit_error",
        code: "rate_limit_exceeded",
        param: null,
      },
    });
    // A key made now starts a window of its own, but not the person's.
    expect((await models((await createKey(user.token)).key)).statusCode).toBe(429);
    // Someone else is not held back by this person.
    const other = await signUpEnterprise(t);
    expect((await models((await createKey(other.token)).key)).statusCode).toBe(200);
  });

  it(`limits key creation to ${API_KEYS_CREATED_PER_HOUR} an hour; revoking and creating again resets nothing`, async () => {
    const user = await signUpEnterprise(t);
    for (let created = 0; created < API_KEYS_CREATED_PER_HOUR; created++) {
      const key = await createKey(user.token);
      expect((await trpcMutation(t, "apiKeys.revoke", { id: key.id }, user.token)).statusCode).toBe(200);
    }
    // No key is active, so the cap of active keys is not what refuses this one.
    const refused = await trpcMutation(t, "apiKeys.create", { name: "one more" }, user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      `You can create at most ${API_KEYS_CREATED_PER_HOUR} API keys an hour. Try again in 60 minutes.`,
    );
    expect(refused.json().error.data.retryAfter).toBeGreaterThan(3500);
    expect(await t.database.db.apiKey.count({ where: { userId: user._id } })).toBe(API_KEYS_CREATED_PER_HOUR);
  });

  it("throttles made-up keys per client address, then refuses that address before any lookup", async () => {
    const user = await signUpEnterprise(t);
    const guesser = "203.0.113.77";
    for (let guess = 0; guess < 20; guess++) {
      const madeUp = `ngk_${String(guess).padStart(43, "Z")}`;
      expect((await models(madeUp, guesser)).statusCode).toBe(401);
    }
    const throttled = await models(`ngk_${"Q".repeat(43)}`, guesser);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(throttled.json().error).toMatchObject({
      type: "rate_limit_error",
      code: "rate_limit_exceeded",
      param: null,
    });
    expect(throttled.json().error.message).toMatch(
      /^Too many requests with an invalid API key from your address\. Try again in \d+ seconds?\.$/,
    );

    // Even a real key from that address is refused without being looked up: its use is never noted.
    const key = await createKey(user.token);
    expect((await models(key.key, guesser)).statusCode).toBe(429);
    expect(await t.database.db.apiKey.findUnique({ where: { id: key.id }, select: { lastUsedAt: true } })).toEqual({
      lastUsedAt: null,
    });
    // Its owner, elsewhere, is served.
    expect((await models(key.key, "192.0.2.10")).statusCode).toBe(200);
  });
});
