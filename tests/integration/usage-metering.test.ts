import { describe, expect, it } from "vitest";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { FAKE_USAGE_COST_USD } from "../helpers/fake-openrouter";
import { streamUntilThenDisconnect } from "../helpers/streams";

const t = setupTestApp({ upstream: true });
const FREE = "x-ai/grok-4-fast:free";
const replyOf = (userId: string) =>
  t.database.db.message.findFirstOrThrow({
    where: { conversation: { userId }, role: "assistant" },
    orderBy: { createdAt: "desc" },
    select: {
      tokensIn: true,
      tokensOut: true,
      costMicroUsd: true,
      generationId: true,
      usageEstimated: true,
      credits: true,
      status: true,
      content: true,
    },
  });

describe("metering every reply", () => {
  it("stores the upstream's tokens, its own cost in whole millionths of a dollar, and the generation id", async () => {
    const user = await signUp(t);
    for (const [url, message] of [
      ["/api/chat", "metered by the spec's call"],
      ["/api/chat/stream", "metered by the stream"],
    ] as const) {
      const response = await post(t, url, { message, modelId: FREE }, user.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(await replyOf(user._id)).toEqual({
        tokensIn: 12,
        tokensOut: 5,
        costMicroUsd: Math.round(FAKE_USAGE_COST_USD * 1_000_000),
        generationId: "gen-1",
        usageEstimated: false,
        credits: 1,
        status: "complete",
        content: `Echo: ${message}`,
      });
    }
    expect(Math.round(FAKE_USAGE_COST_USD * 1_000_000)).toBe(1230);
  });

  it("estimates a stopped reply from its text and the model's prices, and keeps it charged", async () => {
    // $0.40 and $1.20 per million tokens.
    await t.database.db.model.update({
      where: { modelId: FREE },
      data: { inputPriceMicroUsd: 400_000, outputPriceMicroUsd: 1_200_000 },
    });
    const user = await signUp(t);
    const { replyId } = await streamUntilThenDisconnect(t, user.token, "slow", "word2");
    const stop = await post(t, `/api/chat/messages/${replyId}/stop`, {}, user.token);
    expect(stop.json()).toEqual({ success: true, stopped: true });
    const reply = await replyOf(user._id);
    expect(reply.status).toBe("stopped");
    const tokensOut = Math.ceil((reply?.content.length ?? 0) / 4);
    expect(reply).toMatchObject({
      usageEstimated: true,
      tokensIn: Math.ceil("slow".length / 4),
      tokensOut,
      costMicroUsd: Math.round((1 * 400_000 + tokensOut * 1_200_000) / 1_000_000),
      generationId: "gen-1",
      credits: 1,
    });
    await t.database.db.model.update({
      where: { modelId: FREE },
      data: { inputPriceMicroUsd: 0, outputPriceMicroUsd: 0 },
    });
  });

  it("records a refunded turn with no credits", async () => {
    const user = await signUp(t);
    const failed = await post(t, "/api/chat", { message: "status:500", modelId: FREE }, user.token);
    expect(failed.statusCode).toBe(503);
    expect(await replyOf(user._id)).toMatchObject({ status: "failed", credits: 0, content: "" });
  });
});
