import { CHARS_PER_TOKEN, IMAGE_TOKENS } from "../../../shared/files";
import { type AiProvider, type ChatTurn, textOf } from "../../lib/ai-provider";
import type { Db } from "../../lib/db";
import { estimateUsage, type Metered } from "../usage";
import type { Turn } from "./turn-types";

/**
 * The upstream call, started at once: its first event is asked for now, so the
 * request is on its way while the turn does its own work. With `admitted`, the
 * request is prepared but its body (the prompt) is written only once that says
 * yes: a refused turn sends nothing (issue #27).
 */
export function openUpstream(ai: AiProvider, turn: Turn, signal: AbortSignal, admitted?: Promise<boolean>) {
  const stream = ai
    .stream({
      model: turn.upstreamModelId ?? turn.model.modelId,
      messages: turn.messages,
      params: turn.params,
      plugins: turn.plugins,
      signal,
      admitted,
    })
    [Symbol.asyncIterator]();
  const first = stream.next();
  first.catch(() => {});
  return { stream, first };
}

export type Upstream = ReturnType<typeof openUpstream>;

/**
 * A reply's usage when the upstream sent none (stopped, cut off): read after
 * the reply, so the model's prices are never on the path to the first token.
 */
export async function estimateReply(
  db: Db,
  messages: ChatTurn[],
  replyChars: number,
  modelId: string,
): Promise<Metered> {
  const prices = await db.model.findUnique({
    where: { modelId },
    select: { inputPriceMicroUsd: true, outputPriceMicroUsd: true },
  });
  // An image costs about IMAGE_TOKENS whatever its data URL's length (shared/files.ts).
  const promptChars = messages.reduce(
    (sum, turn) =>
      sum +
      textOf(turn.content).length +
      (typeof turn.content === "string"
        ? 0
        : turn.content.filter((part) => part.type === "image_url").length * IMAGE_TOKENS * CHARS_PER_TOKEN),
    0,
  );
  return estimateUsage(promptChars, replyChars, prices ?? { inputPriceMicroUsd: 0, outputPriceMicroUsd: 0 });
}
