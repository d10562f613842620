import { BACKTICK_STRIPPED_MODELS } from "../../../../shared/chat-text";

const FENCED = /(`{3,})[\s\S]*?\1/g;
// A code span opens and closes with backtick runs of the same length (CommonMark), so ``a`b`` is one span.
const INLINE = /(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/**
 * SPEC §5: for Qwen3 235B A22B, text within backticks is removed from AI
 * replies before display: fenced blocks (```...```) and inline spans
 * (`...`), backticks included. While a reply is still streaming, a span that
 * has opened but not yet closed is hidden too, so it never flashes on screen
 * and then vanishes when its closing backtick arrives.
 */
export function stripBacktickText(text: string, streaming = false): string {
  const stripped = text.replace(FENCED, "").replace(INLINE, "");
  if (!streaming) return stripped;
  const open = stripped.indexOf("`");
  return open === -1 ? stripped : stripped.slice(0, open);
}

/** Whether the backtick rule applies to replies of this model (by model identifier). */
export function stripsBackticks(modelId: string | null | undefined): boolean {
  return Boolean(modelId && BACKTICK_STRIPPED_MODELS.has(modelId));
}

/** The text of an AI reply as shown: the backtick rule for the models it applies to, else unchanged. */
export function replyDisplayText(content: string, modelId: string | null | undefined, streaming = false): string {
  return stripsBackticks(modelId) ? stripBacktickText(content, streaming) : content;
}
