import { serverText } from "../../../lib/errors";
import type english from "../messages/en.json";

/** A key of the chat's catalogue (client/features/chat/messages): a typo fails the type check. */
export type ChatKey = keyof typeof english;

/**
 * A text the chat's state holds (an error under a turn or above the input): a catalogue key with its
 * values, translated where it shows, so a switch of language reaches a text already on screen; or the
 * server's own words, shown as they came (docs/product/languages.md).
 */
export type ChatText =
  | { key: ChatKey; values?: Record<string, string | number> }
  | { raw: string }
  /** The server's English (a REST refusal), shown in the reader's language when its registry has it. */
  | { server: string };

/** The translate function of `useT()`. */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A state's text in the reader's language. */
export function showText(t: Translate, text: ChatText): string {
  if ("raw" in text) return text.raw;
  if ("server" in text) return serverText(text.server);
  return t(text.key, text.values);
}
