// /v1/chat/completions and web search (issue #31, docs/product/search.md#v1): OpenRouter's web plugin and the
// :online suffix are passed through for Enterprise keys, metered like the chat's searched turns, and the
// annotations come back as OpenRouter sent them.
import { beforeAll, describe, expect, it } from "vitest";
import { WEB_SEARCH_CREDITS } from "../../shared/citations";
import { signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { FAKE_ANNOTATIONS } from "../helpers/fake-openrouter";
import { addressOf, parseEvents } from "../helpers/streams";

const t = setupTestApp({ upstream: true });
const DAY = 24 * 60 * 60 * 1000;
const FREE = "x-ai/grok-4-fast:free";
let base = "";

beforeAll(async () => {
  base = `${await addressOf(t)}/v1`;
});

async function enterpriseKey() {
  const user = await signUp(t);
  await t.database.db.user.update({
    where: { id: user._id },
    data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * DAY) },
  });
  await t.deps.bus.publish("user", user._id);
  const created = await trpcMutation(t, "apiKeys.create", { name: "SDK" }, user.token);
  expect(created.statusCode, created.body).toBe(200);
  return { user, key: (created.json().result.data as { key: string }).key };
}

const complete = (key: string, body: Record<string, unknown>) =>
  fetch(`${base}/chat/completions`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ model: FREE, messages: [{ role: "user", content: "What happened today?" }], ...body }),
  });

describe("/v1 and web search", () => {
  it("passes the web plugin through, returns the annotations as sent, and meters the search", async () => {
    const { user, key } = await enterpriseKey();
    const response = await complete(key, { plugins: [{ id: "web", max_results: 3 }] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(t.upstream.requests.at(-1)?.body.plugins).toEqual([{ id: "web", max_results: 3 }]);
    expect(body.choices[0].message.annotations).toEqual(FAKE_ANNOTATIONS);
    const row = await t.database.db.apiUsage.findFirstOrThrow({ where: { userId: user._id } });
    // Grok costs 1 credit; the fake's whole cost (US$0.00123) is below 3 results at US$0.004.
    expect(row).toMatchObject({ webSearch: true, credits: 1 + WEB_SEARCH_CREDITS, searchCostMicroUsd: 1_230 });
    expect(await t.database.db.usageDay.findFirst({ where: { userId: user._id } })).toMatchObject({ searches: 1 });

    const plain = await complete(key, {});
    expect((await plain.json()).choices[0].message.annotations).toBeUndefined();
    expect(t.upstream.requests.at(-1)?.body.plugins).toBeUndefined();
  });

  it("passes the :online suffix through, and streams the annotations in a chunk", async () => {
    const { key } = await enterpriseKey();
    const response = await complete(key, { model: `${FREE}:online`, stream: true });
    expect(response.status).toBe(200);
    expect(t.upstream.requests.at(-1)?.body.model).toBe(`${FREE}:online`);
    const text = await response.text();
    const chunks = text
      .split("\n\n")
      .filter((block) => block.startsWith("data: {"))
      .map((block) => JSON.parse(block.slice("data: ".length)));
    const annotated = chunks.find((chunk) => chunk.choices?.[0]?.delta?.annotations);
    expect(annotated?.choices[0].delta.annotations).toEqual(FAKE_ANNOTATIONS);
    expect(parseEvents(text)).toEqual([]);
  });

  it("refuses other plugins and a key whose owner left Enterprise, sending nothing upstream", async () => {
    const { user, key } = await enterpriseKey();
    const before = t.upstream.requests.length;
    const other = await complete(key, { plugins: [{ id: "file-parser" }] });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toMatchObject({ type: "invalid_request_error" });

    await t.database.db.user.update({ where: { id: user._id }, data: { role: "professional" } });
    await t.deps.bus.publish("user", user._id);
    const refused = await complete(key, { plugins: [{ id: "web" }] });
    expect(refused.status).toBe(403);
    const { error } = await refused.json();
    expect(error.message).toEqual(expect.any(String));
    expect(t.upstream.requests.length).toBe(before);
  });
});
