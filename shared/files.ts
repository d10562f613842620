import { z } from "zod";

export * from "./file-limits";

/**
 * The answers of the files API (issue #30): what `POST /api/files` returns (201) and how a message's
 * attachment looks in the conversation detail. `url` is a signed address of the content, valid 15 minutes,
 * usable as an `<img src>` without a token.
 */
export const attachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "document"]),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The upload's answer: the attachment, and whether a document's text was cut to the budget. */
export const uploadedFileSchema = attachmentSchema.extend({ truncated: z.boolean() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A refused upload (REST error body): `code` is the message's key in shared/server-messages.ts. */
export const fileRefusalSchema = z.object({ message: z.string(), code: z.string().optional() });

/** The refusal codes of the files API. */
export const FILE_REFUSALS = [
  "file_type_not_allowed",
  "file_too_large",
  "file_too_many_pages",
  "file_daily_limit",
  "storage_quota_full",
  "file_empty",
] as const;
