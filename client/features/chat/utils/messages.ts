import type english from "../messages/en.json";

/** A key of the chat's catalogue (client/features/chat/messages): a typo fails the type check. */
export type ChatKey = keyof typeof english;

/**
 * A text the chat's state holds (an error under a turn or above the input): a catalogue key with its
 * values, translated where it shows, so a switch of language reaches a text already on screen; or the
 * server's own words, shown as they came (docs/product/languages.md).
 */
export type ChatText = { key: ChatKey; values?: Record<string, string | number> } | { raw: string };

/** The translate function of `useT()`. */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A state's text in the reader's language. */
export function showText(t: Translate, text: ChatText): string {
  return "raw" in text ? text.raw : t(text.key, text.values);
}
