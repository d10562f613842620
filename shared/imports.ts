import { z } from "zod";
import { englishText } from "./server-messages";

/**
 * Importing conversations (issue #33, docs/product/import.md): from a ChatGPT data export or from our own
 * "Download my data" zip, as a background job with progress and a report. The limits are the server's, shown
 * by the form before a file is sent.
 */

/** The largest zip a person may upload, in bytes. */
export const IMPORT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** The largest conversations.json (or account.json) read out of the zip, unpacked, in bytes. */
export const IMPORT_ENTRY_MAX_BYTES = 300 * 1024 * 1024;
/** The most conversations one import may hold. */
export const IMPORT_CONVERSATIONS_MAX = 10_000;
/** A conversation with more messages (on its branch on screen) is skipped as too long. */
export const IMPORT_MESSAGES_MAX = 2_000;
/** A message longer than this, in characters, makes its conversation too long to import. */
export const IMPORT_MESSAGE_MAX_LENGTH = 200_000;
/** How many skipped conversations the report names; the counts by reason cover them all. */
export const IMPORT_REPORT_MAX_ITEMS = 200;

export const IMPORT_SOURCES = ["chatgpt", "nexgen"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * Why a conversation was skipped: imported already (the same export twice), nothing to keep (no user or
 * assistant message with text), too long, or not readable as a conversation.
 */
export const IMPORT_SKIP_REASONS = ["duplicate", "empty", "tooLong", "invalid"] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

/**
 * The import form (client/features/profile/components/import-card.tsx): a file chosen, not empty, within the
 * upload's limit; a project or none. The server checks the same and more (that it is a zip, the project's owner).
 */
export const importFormInput = z.object({
  file: z
    .object({ name: z.string(), size: z.number() })
    .nullable()
    .refine((file) => file !== null && file.size > 0, englishText("imports.noFile"))
    .refine(
      (file) => file === null || file.size <= IMPORT_UPLOAD_MAX_BYTES,
      englishText("imports.tooLarge", { mb: IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024 }),
    ),
  projectId: z.string().max(100).optional(),
});

export const importJobIdInput = z.object({
  id: z.string({ error: "Import is required" }).trim().min(1, "Import is required").max(100),
});

export const importSkippedSchema = z.object({ title: z.string(), reason: z.enum(IMPORT_SKIP_REASONS) });
export type ImportSkipped = z.infer<typeof importSkippedSchema>;

/** What the report keeps: counts by reason, and the first skipped conversations by title. */
export const importReportSchema = z.object({
  reasons: z.record(z.enum(IMPORT_SKIP_REASONS), z.number().int()),
  items: z.array(importSkippedSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** One import job as its owner sees it. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  source: z.enum(IMPORT_SOURCES).nullable().describe("`null` until the zip has been read."),
  fileName: z.string(),
  projectId: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  report: importReportSchema.nullable(),
  error: z.string().nullable().describe("Why it failed, for a person to read (English; the SPA shows its language)."),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJobView = z.infer<typeof importJobSchema>;

/** Whether a job still works (the form waits for it, and a second import is refused meanwhile). */
export const importActive = (status: ImportStatus) => status === "queued" || status === "running";
