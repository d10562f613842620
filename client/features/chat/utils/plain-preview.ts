/**
 * A conversation preview as plain text. The server keeps the start of the
 * last message as it was written, markdown included; the history list shows
 * it without the markup ("**Demo reply:** use `npm`" → "Demo reply: use npm").
 */
export function plainPreview(text: string): string {
  // Reasoning, even cut off mid-block (previews are clipped), is not what the reply says.
  return text
    .replace(/^\s*<think>[\s\S]*?(<\/think>|$)/i, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`{3,}[\w+-]*/g, " ")
    .replace(/`/g, "")
    .replace(/\*\*|__|~~/g, "")
    .replace(/(^|\s)[*_](?=\S)([^*_]*?\S)[*_](?=$|[\s.,;:!?)])/g, "$1$2")
    .replace(/(^|\s)(?:#{1,6}|>|[-*+]|\d+\.)\s+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}
