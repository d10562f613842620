/** A stretch of a reply: the answer itself, or a model's reasoning (`<think>…</think>`). */
export type ReplyPart = { kind: "answer"; text: string } | { kind: "reasoning"; text: string; closed: boolean };

const OPEN_TAG = "<think>";
const CLOSE_TAG = "</think>";
// An opening tag counts only at the start of a line, so a reply that talks about `<think>` inline is left alone.
const OPENS_LINE = /^[ \t]*<think>/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

function fenceOf(line: string): string | null {
  return FENCE.exec(line)?.[1] ?? null;
}

// CommonMark: a fence closes with the same character, at least as many of them, and nothing after.
function closesFence(line: string, fence: string): boolean {
  const marker = fenceOf(line);
  return (
    marker !== null &&
    marker[0] === fence[0] &&
    marker.length >= fence.length &&
    !/\S/.test(line.trimStart().slice(marker.length))
  );
}

/** While streaming, the last line may be the first characters of a tag still arriving: not shown yet. */
function withoutPartialTag(text: string, tag: string): string {
  const lastLine = text.slice(text.lastIndexOf("\n") + 1);
  const trimmed = lastLine.trimStart().toLowerCase();
  return trimmed.startsWith("<") && trimmed.length < tag.length && tag.startsWith(trimmed)
    ? text.slice(0, text.length - lastLine.length)
    : text;
}

function partialCloseTrimmed(text: string): string {
  for (let size = CLOSE_TAG.length - 1; size > 0; size--) {
    if (text.toLowerCase().endsWith(CLOSE_TAG.slice(0, size))) return text.slice(0, -size);
  }
  return text;
}

/**
 * Splits a reply into answer text and reasoning blocks (docs/product.md#changes-from-the-original-specification: reasoning is
 * shown collapsed, code is never removed). A block opens with `<think>` at the
 * start of a line outside fenced code, wherever it sits in the reply, and ends
 * at `</think>`; one that has not closed yet runs to the end (`closed: false`)
 * because the model is still thinking. Whitespace-only parts are dropped, so an
 * empty `<think></think>` (a model told not to think) shows nothing.
 */
export function splitThinkBlocks(text: string, streaming = false): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const pushAnswer = (answer: string) => {
    if (/\S/.test(answer)) parts.push({ kind: "answer", text: answer });
  };

  let segmentStart = 0;
  let lineStart = 0;
  let fence: string | null = null;
  while (lineStart < text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);

    if (fence) {
      if (closesFence(line, fence)) fence = null;
    } else if (fenceOf(line)) {
      fence = fenceOf(line);
    } else if (OPENS_LINE.test(line)) {
      const open = lineStart + line.toLowerCase().indexOf(OPEN_TAG);
      pushAnswer(text.slice(segmentStart, open));
      const bodyStart = open + OPEN_TAG.length;
      const close = text.toLowerCase().indexOf(CLOSE_TAG, bodyStart);
      if (close === -1) {
        const body = partialCloseTrimmed(text.slice(bodyStart)).trim();
        parts.push({ kind: "reasoning", text: body, closed: false });
        return parts;
      }
      const body = text.slice(bodyStart, close).trim();
      if (body) parts.push({ kind: "reasoning", text: body, closed: true });
      // The answer may continue on the same line as the closing tag; scanning resumes right after it.
      segmentStart = close + CLOSE_TAG.length;
      lineStart = segmentStart;
      continue;
    }
    lineStart = lineEnd + 1;
  }

  const rest = text.slice(segmentStart);
  pushAnswer(streaming && !fence ? withoutPartialTag(rest, OPEN_TAG) : rest);
  return parts;
}

/** The reply without its reasoning: what a preview shows. */
export function answerText(text: string): string {
  return splitThinkBlocks(text)
    .flatMap((part) => (part.kind === "answer" ? [part.text] : []))
    .join(" ")
    .trim();
}
