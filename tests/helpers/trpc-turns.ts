import { createTRPCClient, httpBatchStreamLink } from "@trpc/client";
import type { AppRouter } from "../../server/router";

/** The tRPC client the SPA uses (batched, streamed), signed in with `token`, against a listening test app. */
export function streamingClient(base: string, token: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${base}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) })],
  });
}

/** Runs a turn's events to their end: its reply's id, its conversation and the reply's whole text. */
export async function drainTurn(
  events: AsyncIterable<{ type: string; content?: string; replyId?: string; conversationId?: string }>,
) {
  let replyId = "";
  let conversationId = "";
  let text = "";
  for await (const event of events) {
    if (event.type === "meta") {
      replyId = event.replyId ?? "";
      conversationId = event.conversationId ?? "";
      text = event.content ?? "";
    }
    if (event.type === "delta") text += event.content;
  }
  return { replyId, conversationId, text };
}

/** A message as the fake upstream received it. */
export type SentMessage = { role: string; content: unknown };

/**
 * What a test file of SPA turns needs: the streaming client on its listening app, and the messages the fake
 * upstream received last (turns' order and contents are asserted there).
 */
export function turnHarness(
  t: { upstream: { requests: Array<{ body: { messages?: unknown } }> } },
  base: () => string,
) {
  return {
    api: (token: string) => streamingClient(base(), token),
    messagesOf: (request: { body: { messages?: unknown } } | undefined) =>
      (request?.body.messages ?? []) as SentMessage[],
    lastMessages: () => (t.upstream.requests.at(-1)?.body.messages ?? []) as SentMessage[],
  };
}
