import type { Attachment } from "#shared/attachments";
import type { RouterInputs, RouterOutputs } from "../../../lib/trpc";
import type { ChatModel } from "./model-choice";

// Issue #30's server side (attachments on chat.send and in chat.conversation, the catalogue's `vision`) is
// built in its own branch against the contract both sides agreed. Until it lands, this is the one place the
// client reads and writes those fields by that contract; afterwards the router's types carry them and these
// become plain property accesses.

type SendInput = RouterInputs["chat"]["send"];
type StoredMessage = RouterOutputs["chat"]["conversation"]["messages"][number];

/** chat.send's input with the ids of the question's uploaded files (none: the field is left out). */
export function withAttachments(input: SendInput, attachments: readonly string[]): SendInput {
  return (attachments.length ? { ...input, attachments: [...attachments] } : input) as SendInput;
}

/** A stored message's files, as the conversation detail lists them. */
export function storedAttachments(message: StoredMessage): Attachment[] {
  const { attachments } = message as StoredMessage & { attachments?: Attachment[] };
  return Array.isArray(attachments) ? attachments : [];
}

/** The reply's meta says an attached document was cut to fit the turn's budget. */
export function filesCutIn(meta: object): boolean {
  return (meta as { attachmentsTruncated?: unknown }).attachmentsTruncated === true;
}

/**
 * Whether the catalogue says the model can see images: true, false, or undefined while the catalogue does not
 * say (the server then decides, and its refusal shows the same notice).
 */
export function seesImages(model: ChatModel): boolean | undefined {
  const { vision } = model as ChatModel & { vision?: boolean };
  return typeof vision === "boolean" ? vision : undefined;
}
