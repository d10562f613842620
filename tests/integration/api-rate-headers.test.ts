// /v1's request limits (issue #34): OpenAI's x-ratelimit-* headers on every answer, refusals included, and the
// limits hold with RATE_LIMITS=off (the test harnesses' switch), like the allowance: they belong to the plan.
import { describe, expect, it } from "vitest";
import { signUpEnterprise, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const PER_PERSON = 5;
const t = setupTestApp({ env: { RATE_LIMITS: "off", API_PERSON_REQUESTS_PER_MINUTE: String(PER_PERSON) } });

async function createKey(token: string) {
  const response = await trpcMutation(t, "apiKeys.create", { name: "script" }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result.data as { key: string }).key;
}

const models = (key: string) =>
  t.app.inject({ method: "GET", url: "/v1/models", headers: { authorization: `Bearer ${key}` } });

describe("/v1 rate-limit headers", () => {
  it("count down on every answer, stay on the refusal, and hold with RATE_LIMITS=off", async () => {
    const user = await signUpEnterprise(t);
    const key = await createKey(user.token);
    for (let call = 1; call <= PER_PERSON; call++) {
      const response = await models(key);
      expect(response.statusCode).toBe(200);
      // The person's 5 a minute runs out before the key's 60: it is the window the headers describe.
      expect(response.headers["x-ratelimit-limit-requests"]).toBe(String(PER_PERSON));
      expect(response.headers["x-ratelimit-remaining-requests"]).toBe(String(PER_PERSON - call));
      expect(response.headers["x-ratelimit-reset-requests"]).toMatch(/^\d+s$/);
    }
    const refused = await models(key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["x-ratelimit-remaining-requests"]).toBe("0");
    expect(refused.json().error.code).toBe("rate_limit_exceeded");
    const completion = await t.app.inject({
      method: "POST",
      url: "/v1/chat/completions",
      headers: { authorization: `Bearer ${key}` },
      payload: { model: "x-ai/grok-4-fast:free", messages: [{ role: "user", content: "Hi" }] },
    });
    expect(completion.statusCode).toBe(429);
    expect(completion.headers["x-ratelimit-limit-requests"]).toBe(String(PER_PERSON));
  });
});
