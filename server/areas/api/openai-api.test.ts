import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors";
import { toOpenAiError } from "../../core/openai-errors";
import { UpstreamError } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { ChatService } from "../chat";
import { toChatError } from "../chat";
import { createOpenAiApiService } from "./openai-api.service";

describe("toOpenAiError", () => {
  it.each([
    ["timeout", 504, "upstream_timeout"],
    ["unavailable", 503, "service_unavailable"],
    ["bad_response", 502, "upstream_error"],
    ["rate_limited", 429, "rate_limit_exceeded"],
  ] as const)("answers an upstream %s with %i in OpenAI's shape", (kind, status, code) => {
    const mapped = toOpenAiError(toChatError(new UpstreamError(kind, "upstream words", "secret details")));
    expect(mapped.status).toBe(status);
    expect(mapped.body.error).toMatchObject({ code, param: null });
    // The upstream's own words stay in the server log.
    expect(mapped.body.error.message).not.toContain("secret details");
  });

  it("keeps a refusal's retry-after and lets an error name its code and param", () => {
    const busy = toOpenAiError(new AppError("TOO_MANY_REQUESTS", "Busy", { retryAfter: 7 }));
    expect(busy).toMatchObject({ status: 429, retryAfter: 7, body: { error: { type: "rate_limit_error" } } });
    const missing = toOpenAiError(
      new AppError("NOT_FOUND", "No", { extra: { code: "model_not_found", param: "model" } }),
    );
    expect(missing.body).toEqual({
      error: { message: "No", type: "invalid_request_error", code: "model_not_found", param: "model" },
    });
  });

  it("hides a bug's message behind a 500", () => {
    const bug = toOpenAiError(new TypeError("cannot read x of undefined"));
    expect(bug).toMatchObject({ status: 500, unexpected: true, body: { error: { type: "server_error" } } });
    expect(bug.body.error.message).not.toContain("undefined");
  });
});

describe("the per-key rate limit", () => {
  const service = (allowed: boolean) => {
    const hits: string[] = [];
    const limiter = {
      async hit(key: string) {
        hits.push(key);
        return { allowed, retryAfter: 42 };
      },
    } as unknown as RateLimiter;
    const openAi = createOpenAiApiService({
      db: {} as Db,
      chat: {} as ChatService,
      limiter,
      perKeyPerMinute: 60,
      perPersonPerMinute: 120,
    });
    return { openAi, hits };
  };
  const caller = { keyId: "key-1", userId: "user-1", role: "enterprise" as const };

  it("counts each request against its key and its owner", async () => {
    const { openAi, hits } = service(true);
    await openAi.admit(caller);
    expect(hits).toEqual(["api-key:key-1", "api-user:user-1"]);
  });

  it("refuses a key over its minute with a 429 and when to retry", async () => {
    const error = await service(false)
      .openAi.admit(caller)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(toOpenAiError(error)).toMatchObject({ status: 429, retryAfter: 42 });
  });
});

describe("web search through /v1 (issue #31)", () => {
  const calls: unknown[] = [];
  const chat = {
    async complete(_caller: unknown, input: unknown) {
      calls.push(input);
      return { events: (async function* () {})(), usage: () => null, finishReason: () => null, annotations: () => [] };
    },
  } as unknown as ChatService;
  const openAi = createOpenAiApiService({
    db: {} as Db,
    chat,
    limiter: {} as RateLimiter,
    perKeyPerMinute: 60,
    perPersonPerMinute: 120,
  });
  const messages = [{ role: "user", content: "news?" }];
  const professional = { keyId: "k", userId: "u", role: "professional" as const };

  it("refuses the web plugin and :online to anyone but Enterprise with an OpenAI-style 403, asking nothing", async () => {
    for (const body of [
      { model: "m", messages, plugins: [{ id: "web" }] },
      { model: "m:online", messages },
    ]) {
      const error = await openAi.complete(professional, body, new AbortController().signal).catch((e: unknown) => e);
      expect(toOpenAiError(error)).toMatchObject({ status: 403, body: { error: { type: "permission_error" } } });
    }
    expect(calls).toEqual([]);
  });

  it("passes Enterprise's plugin and suffix on as asked, the catalogue's model id without the suffix", async () => {
    const enterprise = { ...professional, role: "enterprise" as const };
    const signal = new AbortController().signal;
    await openAi.complete(enterprise, { model: "m:online", messages }, signal);
    await openAi.complete(enterprise, { model: "m", messages, plugins: [{ id: "web", max_results: 2 }] }, signal);
    expect(calls).toMatchObject([
      { modelId: "m", upstreamModelId: "m:online", webSearch: true, plugins: undefined },
      { modelId: "m", upstreamModelId: undefined, webSearch: true, plugins: [{ id: "web", max_results: 2 }] },
    ]);
  });
});
