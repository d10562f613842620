import { z } from "zod";

/** A file attached to a question, as the API shows it (issue #30): `url` is its signed, short-lived address. */
export const attachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "document"]),
  /** The person's file name, cleaned. */
  name: z.string(),
  /** Decided from the bytes: images are stored as WebP after their re-encode. */
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  /** `/api/files/<id>/content?expires=<unix>&signature=<hmac>`: works for 15 minutes without a header (an `<img src>`). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** POST /api/files: the attachment, and whether its text was cut at the most the server keeps. */
export const uploadedFileSchema = attachmentSchema.extend({ truncated: z.boolean() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
