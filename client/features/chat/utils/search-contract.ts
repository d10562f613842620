import type { Citation } from "#shared/citations";
import type { RouterInputs, RouterOutputs } from "../../../lib/trpc";
import type { ChatModel } from "./model-choice";

// Issue #31's server side (webSearch on chat.send and chat.regenerate, the `citations` stream event, the stored
// citations and the remembered toggle in chat.conversation, the catalogue's per-model switch) is built in its own
// branch against the contract both sides agreed. Until it lands, this is the one place the client reads and
// writes those fields by that contract; afterwards the router's types carry them and these become plain
// property accesses.

type SendInput = RouterInputs["chat"]["send"];
type RegenerateInput = RouterInputs["chat"]["regenerate"];
type StoredMessage = RouterOutputs["chat"]["conversation"]["messages"][number];
type Conversation = RouterOutputs["chat"]["conversation"];

/** A turn's input with the person's web search choice. */
export function withWebSearch<Input extends SendInput | RegenerateInput>(input: Input, webSearch: boolean): Input {
  return { ...input, webSearch } as Input;
}

/** A stored reply's sources (none: an empty list). */
export function storedCitations(message: StoredMessage): Citation[] {
  const { citations } = message as StoredMessage & { citations?: unknown };
  return Array.isArray(citations) ? (citations as Citation[]) : [];
}

/** Whether a stored reply searched the web. */
export function storedWebSearch(message: StoredMessage): boolean {
  return (message as StoredMessage & { webSearch?: unknown }).webSearch === true;
}

/** The toggle the conversation remembers (from its last question). */
export function conversationWebSearch(detail: Pick<Conversation, "id">): boolean {
  return (detail as { webSearch?: unknown }).webSearch === true;
}

/** The reply's meta says the turn searches the web. */
export function metaSearches(meta: object): boolean {
  return (meta as { webSearch?: unknown }).webSearch === true;
}

/** A stream event's list of sources so far, when it is the `citations` event; null for any other event. */
export function citationsOf(event: { type: string }): Citation[] | null {
  if (event.type !== "citations") return null;
  const { citations } = event as { citations?: unknown };
  return Array.isArray(citations) ? (citations as Citation[]) : [];
}

/** The admin's switch per model: on unless the catalogue says off. */
export function modelSearches(model: ChatModel): boolean {
  return (model as ChatModel & { webSearch?: unknown }).webSearch !== false;
}
