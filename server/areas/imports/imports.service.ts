import type { Readable } from "node:stream";
import {
  IMPORT_CONVERSATIONS_MAX,
  IMPORT_ENTRY_MAX_BYTES,
  IMPORT_REPORT_MAX_ITEMS,
  IMPORT_SKIP_REASONS,
  type ImportJobView,
  type ImportReport,
  type ImportSkipReason,
} from "../../../shared/imports";
import { englishText, say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { FileStore } from "../../lib/file-store";
import type { JobQueue, SendOptions } from "../../lib/job-queue";
import { uuidv7 } from "../../lib/uuid7";
import type { ConversationCopies } from "../chat";
import type { ProjectsService } from "../projects";
import { candidateOf, conversationsOf } from "./import-formats";
import { ImportFailure, readImportEntry } from "./import-zip";

const QUEUE = "conversation-import";
/**
 * A job a crash stopped is run again (up to twice); conversations its first run wrote are then skipped as
 * imported already. An hour is far more than 10,000 conversations take.
 */
const SEND: SendOptions = { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 3600 };
/** A job still queued or running this long after it began is one whose runs all died: it no longer blocks the next. */
const STALE_MS = 3 * 60 * 60 * 1000;
/** `processed` is written every this many conversations, so the progress bar moves without a write per row. */
const PROGRESS_EVERY = 25;
/** How many recent jobs the list shows. */
const LIST_LIMIT = 10;

const jobSelect = {
  id: true,
  status: true,
  source: true,
  fileName: true,
  projectId: true,
  total: true,
  processed: true,
  imported: true,
  skipped: true,
  report: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;

type JobRow = Prisma.ImportJobGetPayload<{ select: typeof jobSelect }>;

function view(row: JobRow): ImportJobView {
  return {
    ...row,
    source: row.source === "chatgpt" || row.source === "nexgen" ? row.source : null,
    report: (row.report ?? null) as ImportReport | null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The zip's key in the file store (keys take no `/`, server/lib/file-store.ts). */
export const importStorageKey = (jobId: string) => `import-${jobId}`;

const notFound = () => new AppError("NOT_FOUND", say("imports.notFound"));

/** A report being filled in: every skip counted by reason, the first ones named. */
function newReport(): ImportReport {
  return {
    reasons: Object.fromEntries(IMPORT_SKIP_REASONS.map((reason) => [reason, 0])) as Record<ImportSkipReason, number>,
    items: [],
  };
}

/**
 * Importing conversations (issue #33, docs/product/import.md): the upload becomes a job and its zip is kept in
 * the file store; a worker of the `conversation-import` queue reads it, writes each conversation through the
 * chat area's copy (which skips an import key used already), reports progress, and deletes the zip at the end.
 */
export function createImportsService(deps: {
  db: Db;
  store: FileStore;
  projects: Pick<ProjectsService, "owned">;
  copies: ConversationCopies;
  jobs: JobQueue;
  /** Deletes stored bytes, leaving what the store refuses to the files sweep. */
  removeBytes: (keys: readonly string[]) => Promise<void>;
  now: () => Date;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}) {
  const { db, now } = deps;

  const activeWhere = (userId: string) => ({
    userId,
    status: { in: ["queued" as const, "running" as const] },
    createdAt: { gt: new Date(now().getTime() - STALE_MS) },
  });

  async function refuseWhenBusy(userId: string) {
    if (await db.importJob.findFirst({ where: activeWhere(userId), select: { id: true } }))
      throw new AppError("CONFLICT", say("imports.busy"));
  }

  async function fail(id: string, error: unknown) {
    const text = error instanceof ImportFailure ? error.text : say("imports.failed");
    if (!(error instanceof ImportFailure)) deps.log.error({ err: error, importJob: id }, "import failed");
    await db.importJob.updateMany({
      where: { id },
      data: { status: "failed", error: englishText(text), finishedAt: now() },
    });
  }

  /** The export's conversations, read out of its zip; the JSON's text (up to 300 MB) is let go once parsed. */
  async function readExport(zip: Readable) {
    const { entry, text } = await readImportEntry(zip, IMPORT_ENTRY_MAX_BYTES, IMPORT_ENTRY_MAX_BYTES / 1024 / 1024);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ImportFailure(say("imports.badFormat"));
    }
    const found = conversationsOf(entry, json);
    if (!found) throw new ImportFailure(say("imports.badFormat"));
    if (found.conversations.length === 0) throw new ImportFailure(say("imports.noConversationsFile"));
    if (found.conversations.length > IMPORT_CONVERSATIONS_MAX)
      throw new ImportFailure(
        say("imports.tooManyConversations", { count: found.conversations.length, max: IMPORT_CONVERSATIONS_MAX }),
      );
    return found;
  }

  /** One run of a job: read the zip, write the conversations, report. A missing job (its account erased) only cleans up. */
  async function run(id: string): Promise<void> {
    const job = await db.importJob.findUnique({
      where: { id },
      select: { id: true, userId: true, projectId: true, status: true, storageKey: true },
    });
    if (!job || job.status === "done" || job.status === "failed") {
      await deps.removeBytes([importStorageKey(id)]);
      return;
    }
    try {
      await db.importJob.update({ where: { id }, data: { status: "running", processed: 0 }, select: { id: true } });
      const zip: Readable | null = await deps.store.get(job.storageKey);
      if (!zip) throw new Error("the import's zip is gone from the file store");
      const { source, conversations } = await readExport(zip);
      await db.importJob.update({ where: { id }, data: { source, total: conversations.length }, select: { id: true } });

      const report = newReport();
      let imported = 0;
      let skipped = 0;
      const skip = (title: string, reason: ImportSkipReason) => {
        skipped += 1;
        report.reasons[reason] += 1;
        if (report.items.length < IMPORT_REPORT_MAX_ITEMS) report.items.push({ title: title.slice(0, 200), reason });
      };
      for (const [index, conversation] of conversations.entries()) {
        const candidate = candidateOf(source, conversation);
        if (candidate.kind === "skipped") skip(candidate.title, candidate.reason);
        else {
          const written = await deps.copies.copy({
            userId: job.userId,
            title: candidate.title,
            projectId: job.projectId,
            importKey: candidate.importKey,
            messages: candidate.messages,
            ...(candidate.updatedAt ? { updatedAt: candidate.updatedAt } : {}),
          });
          if (written) imported += 1;
          else skip(candidate.title, "duplicate");
        }
        const processed = index + 1;
        if (processed % PROGRESS_EVERY === 0 && processed < conversations.length)
          await db.importJob.update({
            where: { id },
            data: { processed, imported, skipped },
            select: { id: true },
          });
      }
      await db.importJob.updateMany({
        where: { id },
        data: {
          status: "done",
          processed: conversations.length,
          imported,
          skipped,
          report,
          finishedAt: now(),
        },
      });
    } catch (error) {
      // The account may have been erased meanwhile: then there is no row to fail, and nothing to tell.
      await fail(id, error).catch((failed: unknown) =>
        deps.log.warn({ err: failed, importJob: id }, "could not record a failed import"),
      );
    } finally {
      await deps.removeBytes([job.storageKey]);
    }
  }

  return {
    /**
     * Checks made before the upload's bytes are read: the project is the person's, and no import of theirs is
     * still working.
     */
    async admit(userId: string, projectId: string | null): Promise<void> {
      if (projectId && !(await deps.projects.owned(userId, projectId)))
        throw new AppError("NOT_FOUND", say("imports.projectNotFound"));
      await refuseWhenBusy(userId);
    },

    /**
     * Keeps the zip and queues its job. One job per person at a time: the check and the insert run under a lock
     * of the person's, so two uploads at once cannot both pass.
     */
    async start(
      userId: string,
      input: { projectId: string | null; fileName: string; bytes: Buffer },
    ): Promise<ImportJobView> {
      if (input.projectId && !(await deps.projects.owned(userId, input.projectId)))
        throw new AppError("NOT_FOUND", say("imports.projectNotFound"));
      const id = uuidv7();
      const storageKey = importStorageKey(id);
      await deps.store.put(storageKey, input.bytes, "application/zip");
      try {
        const row = await db.$transaction(async (tx) => {
          await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`import:${userId}`}))`;
          if (await tx.importJob.findFirst({ where: activeWhere(userId), select: { id: true } }))
            throw new AppError("CONFLICT", say("imports.busy"));
          return tx.importJob.create({
            data: { id, userId, projectId: input.projectId, fileName: input.fileName, storageKey },
            select: jobSelect,
          });
        });
        await deps.jobs.send(QUEUE, [{ data: { id }, key: id }], SEND);
        return view(row);
      } catch (error) {
        await db.importJob.deleteMany({ where: { id, status: "queued" } });
        await deps.removeBytes([storageKey]);
        throw error;
      }
    },

    /** The person's recent imports, newest first. */
    async list(userId: string): Promise<ImportJobView[]> {
      const rows = await db.importJob.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: LIST_LIMIT,
        select: jobSelect,
      });
      return rows.map(view);
    },

    /** One import of the person's; another person's is not found, as an unknown id is. */
    async get(userId: string, id: string): Promise<ImportJobView> {
      const row = await db.importJob.findFirst({ where: { id, userId }, select: jobSelect });
      if (!row) throw notFound();
      return view(row);
    },

    run,

    /** The zips a person's imports still keep, read before the account is erased (their rows go with it). */
    async keysOfUser(userId: string): Promise<string[]> {
      const rows = await db.importJob.findMany({
        where: { userId, status: { in: ["queued", "running"] } },
        select: { storageKey: true },
      });
      return rows.map((row) => row.storageKey);
    },

    /** Starts this instance's import worker: one job at a time, the others wait in the queue. */
    startWorker() {
      deps.jobs.work<{ id: string }>(QUEUE, { batchSize: 1 }, (data) => run(data.id));
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
