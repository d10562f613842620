import { setTimeout as sleep } from "node:timers/promises";
import { type AiProvider, NotAdmitted, textOf } from "./ai-provider";

/**
 * Without OPENROUTER_API_KEY (development and demos): a clearly labelled reply,
 * streamed word by word like a real one, so every screen can be tried offline.
 */
export function createOfflineProvider(options: { wordDelayMs?: number } = {}): AiProvider {
  return {
    offline: true,
    async *stream(request) {
      if (request.admitted && !(await request.admitted)) throw new NotAdmitted();
      const asked = request.messages.findLast((message) => message.role === "user");
      const question = asked ? textOf(asked.content) : "";
      const reply = [
        "**Demo reply:** this server has no `OPENROUTER_API_KEY`, so no real model was called.",
        "",
        `You asked *${question.slice(0, 120).replace(/[*_`]/g, "")}*${question.length > 120 ? "…" : ""} with **${request.model}**.`,
        "Set `OPENROUTER_API_KEY` (and optionally `OPENROUTER_BASE_URL`) and restart to get real answers.",
      ].join("\n");
      const words = reply.split(/(?<=\s)/);
      for (const word of words) {
        if (request.signal.aborted) throw request.signal.reason;
        await sleep(options.wordDelayMs ?? 20);
        yield { type: "delta", content: word };
      }
      yield { type: "usage", tokensIn: Math.ceil(question.length / 4), tokensOut: words.length };
    },
  };
}
