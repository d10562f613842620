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
