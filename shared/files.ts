/**
 * Files in the chat (issue #30, docs/product/files.md): what may be attached, how big, and what a turn that
 * carries files costs. Both sides read these; free of zod so the chat chunk stays small.
 */

export type AttachmentKind = "image" | "document";

export const MB = 1024 * 1024;

/** Files one message may carry. */
export const MAX_ATTACHMENTS = 5;

/** What may be attached, by the type its bytes say it is (never its name), with the most each may weigh. */
export const FILE_TYPES = {
  "image/png": { kind: "image", maxBytes: 10 * MB, label: "PNG" },
  "image/jpeg": { kind: "image", maxBytes: 10 * MB, label: "JPEG" },
  "image/webp": { kind: "image", maxBytes: 10 * MB, label: "WebP" },
  "image/gif": { kind: "image", maxBytes: 10 * MB, label: "GIF" },
  "application/pdf": { kind: "document", maxBytes: 20 * MB, label: "PDF" },
  "text/plain": { kind: "document", maxBytes: 1 * MB, label: "text" },
} as const satisfies Record<string, { kind: AttachmentKind; maxBytes: number; label: string }>;
export type AllowedMime = keyof typeof FILE_TYPES;

/** The largest upload of any type: the request is cut off past it, before its type is known. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_TYPES).map((type) => type.maxBytes));

/** Pages of a PDF whose text is read. */
export const MAX_PDF_PAGES = 100;

/** An image's longest side after the server re-encodes it. */
export const MAX_IMAGE_EDGE = 2048;

/** How long a file's signed address works (seconds). */
export const FILE_URL_SECONDS = 15 * 60;

/** The characters of a person's file name that are kept. */
export const MAX_FILE_NAME = 200;

/** Tokens of attachment text one turn sends at most; beyond, the text is cut and the reply says so. */
export const ATTACHMENT_TEXT_TOKENS_PER_TURN = 12_000;

/** About four characters a token (the same estimate as the metering's, shared/usage.ts's callers). */
export const CHARS_PER_TOKEN = 4;

/** What a model is charged for an image in its prompt, in estimated tokens (OpenAI-style detail tiles). */
export const IMAGE_TOKENS = 1_000;

/** The credits rule's steps: a PDF costs 1 credit per started this many pages, a text file per started this many tokens. */
export const PAGES_PER_CREDIT = 10;
export const TEXT_TOKENS_PER_CREDIT = 5_000;

/**
 * The credits rule (docs/product/files.md#credits, and the pricing page's FAQ): besides the model's credits,
 * 1 credit per image and 1 per started 10 pages (or 5,000 tokens of text) of each document sent for the first time.
 */
export function attachmentCredits(
  files: ReadonlyArray<{ kind: AttachmentKind; pages: number | null; tokens: number }>,
) {
  let credits = 0;
  for (const file of files) {
    if (file.kind === "image") credits += 1;
    else if (file.pages !== null) credits += Math.max(1, Math.ceil(file.pages / PAGES_PER_CREDIT));
    else credits += Math.max(1, Math.ceil(file.tokens / TEXT_TOKENS_PER_CREDIT));
  }
  return credits;
}
