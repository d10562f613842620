import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { allowanceResetsAt } from "../../../shared/allowance";
import type { Attachment, UploadedFile } from "../../../shared/attachments";
import { type AllowedMime, MAX_FILE_NAME, MB } from "../../../shared/files";
import { PLANS } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { say } from "../../../shared/server-messages";
import { stripBidiControls } from "../../../shared/text";
import { DAY_MS } from "../../../shared/time";
import { AppError } from "../../core/errors";
import type { Db, Tx } from "../../lib/db";
import { type FileStore, readAll } from "../../lib/file-store";
import { uuidv7 } from "../../lib/uuid7";
import type { UsageService } from "../usage";
import type { FileDeletions } from "./file-deletions";
import { decideType, inspectUpload, tooLarge } from "./file-inspect";
import type { FileUrls } from "./file-url";

/** The columns an attachment is shown with. */
export const attachmentColumns = {
  id: true,
  userId: true,
  kind: true,
  name: true,
  mime: true,
  bytes: true,
  width: true,
  height: true,
  pages: true,
} as const;

type ShownRow = {
  id: string;
  userId: string;
  kind: "image" | "document";
  name: string;
  mime: string;
  bytes: number;
} & {
  width: number | null;
  height: number | null;
  pages: number | null;
};

/** An upload as the multipart route hands it over: its bytes, its name, and whether the size limit cut it. */
export interface IncomingFile {
  stream: Readable;
  filename: string;
  truncated: () => boolean;
}

/** A file as a chat turn needs it (docs/product/files.md#to-the-model): what it is, its text, where its bytes are. */
export interface TurnFile {
  id: string;
  kind: "image" | "document";
  mime: string;
  name: string;
  pages: number | null;
  text: string | null;
  tokens: number;
  storageKey: string;
  /** Already carried by a message (regenerated, edited or earlier in the conversation): not charged again. */
  sent: boolean;
}

const turnFileColumns = {
  id: true,
  kind: true,
  mime: true,
  name: true,
  pages: true,
  text: true,
  tokens: true,
  storageKey: true,
  messageId: true,
} as const;

const asTurnFile = ({ messageId, ...row }: Omit<TurnFile, "sent"> & { messageId: string | null }): TurnFile => ({
  ...row,
  sent: messageId !== null,
});

/** How long a file uploaded but never sent is kept (docs/product/files.md#attaching). */
const UNSENT_KEPT_MS = DAY_MS;

export const fileNotFound = () => new AppError("NOT_FOUND", say("files.notFound"));

/** The person's file name without folders, control or direction characters; never empty. */
export function cleanName(name: string): string {
  const base = stripBidiControls(name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  return (base || "file").slice(0, MAX_FILE_NAME);
}

/**
 * Attached files (issue #30, docs/product/files.md): uploads checked and prepared from their bytes, the
 * plan's files a day and storage counted under a per-person lock with the insert, the bytes served through
 * signed addresses, and removal of rows together with their bytes.
 */
export function createFilesService(deps: {
  db: Db;
  store: FileStore;
  usage: Pick<UsageService, "settings">;
  urls: FileUrls;
  /** Deletes bytes, leaving what the store refuses to the files sweep. */
  deletions: Pick<FileDeletions, "remove">;
  now: () => Date;
}) {
  const { db, store, urls, now } = deps;

  const shown = (row: ShownRow): Attachment => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    pages: row.pages,
    url: urls.url(row.id, row.userId),
  });

  /** Today's uploads (IST) and the bytes kept, for one person: originals only (an edited question's copies share their bytes). */
  async function used(runner: Pick<Tx, "$queryRaw">, userId: string) {
    const dayStart = new Date(allowanceResetsAt(now()).getTime() - DAY_MS);
    const [row] = await runner.$queryRaw<Array<{ today: number; bytes: bigint }>>`
      select count(*) filter (where "createdAt" >= ${dayStart})::int as today, coalesce(sum(bytes), 0)::bigint as bytes
      from "Attachment" where "userId" = ${userId} and "storageKey" = id`;
    return { today: row?.today ?? 0, bytes: Number(row?.bytes ?? 0) };
  }

  /** Refuses an upload the plan does not allow now (`adding` bytes more), saying the plan's numbers. */
  async function checkLimits(runner: Pick<Tx, "$queryRaw">, viewer: { id: string; role: Role }, adding: number) {
    const { filesPerDay, storageMb } = await deps.usage.settings();
    const plan = PLANS[viewer.role].name;
    const upgrade = viewer.role === "enterprise" ? "no" : "yes";
    const { today, bytes } = await used(runner, viewer.id);
    if (today >= filesPerDay[viewer.role]) {
      const resetsAt = allowanceResetsAt(now());
      throw new AppError(
        "TOO_MANY_REQUESTS",
        say("files.dailyLimit", { plan, limit: filesPerDay[viewer.role], upgrade }),
        {
          retryAfter: Math.max(1, Math.ceil((resetsAt.getTime() - now().getTime()) / 1000)),
          extra: { resetsAt: resetsAt.toISOString() },
        },
      );
    }
    if (bytes + adding > storageMb[viewer.role] * MB)
      throw new AppError("CONFLICT", say("files.storageFull", { plan, mb: storageMb[viewer.role], upgrade }));
  }

  /** Receives an upload into a temporary file (never whole in memory), then checks and prepares it. */
  async function receive(file: IncomingFile, folder: string) {
    const where = path.join(folder, "upload");
    await pipeline(file.stream, createWriteStream(where));
    const { size } = await stat(where);
    if (file.truncated()) throw tooLarge(await decideType(where).catch(() => "text/plain" as AllowedMime));
    return inspectUpload(where, size);
  }

  /**
   * Deletes the stored bytes of files whose rows are gone (a deleted conversation, an erased account, a
   * stale unsent upload): after the rows, so a failure leaves bytes nobody can reach rather than rows
   * without bytes, and those are recorded for the files sweep (docs/product/files.md#removal).
   */
  async function forget(storageKeys: string[]): Promise<void> {
    await deps.deletions.remove(storageKeys);
  }

  return {
    async upload(viewer: { id: string; role: Role }, file: IncomingFile): Promise<UploadedFile> {
      // Refused at once when the day's files or the storage are already used up: nothing is read or stored.
      await checkLimits(db, viewer, 0).catch(async (error: unknown) => {
        file.stream.resume();
        throw error;
      });
      const folder = await mkdtemp(path.join(os.tmpdir(), "nexgen-upload-"));
      try {
        const prepared = await receive(file, folder);
        const id = uuidv7();
        const body = Buffer.isBuffer(prepared.body)
          ? prepared.body
          : { stream: createReadStream(prepared.body.path), bytes: prepared.body.bytes };
        const bytes = Buffer.isBuffer(prepared.body) ? prepared.body.length : prepared.body.bytes;
        await store.put(id, body, prepared.mime);
        try {
          // Counted and inserted under one lock per person: parallel uploads cannot pass the limits together.
          const stale: string[] = [];
          const row = await db.$transaction(
            async (tx) => {
              await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`attachments:${viewer.id}`}, 0))`;
              // Files uploaded but never sent (a draft abandoned, a tab closed) stop taking storage after a day.
              const unsentBefore = new Date(now().getTime() - UNSENT_KEPT_MS);
              const gone = await tx.$queryRaw<Array<{ storageKey: string }>>`
                delete from "Attachment"
                where "userId" = ${viewer.id} and "messageId" is null and "createdAt" < ${unsentBefore}
                returning "storageKey"`;
              stale.push(...gone.map((entry) => entry.storageKey));
              await checkLimits(tx, viewer, bytes);
              return tx.attachment.create({
                data: {
                  id,
                  userId: viewer.id,
                  kind: prepared.kind,
                  mime: prepared.mime,
                  name: cleanName(file.filename),
                  bytes,
                  width: prepared.width,
                  height: prepared.height,
                  pages: prepared.pages,
                  text: prepared.text,
                  truncated: prepared.truncated,
                  tokens: prepared.tokens,
                  storageKey: id,
                },
                select: attachmentColumns,
              });
            },
            { timeout: 30_000 },
          );
          await forget(stale);
          return { ...shown(row), truncated: prepared.truncated };
        } catch (error) {
          // The upload's own error is the answer; bytes the store will not delete now wait for the sweep.
          await forget([id]);
          throw error;
        }
      } finally {
        file.stream.resume();
        await rm(folder, { recursive: true, force: true });
      }
    },

    /** A file's bytes for a signed address: a bad or expired signature, a deleted file or a guessed id are all not found. */
    async content(id: string, query: { expires?: string; signature?: string }) {
      const row = await db.attachment.findUnique({
        where: { id },
        select: { userId: true, kind: true, mime: true, name: true, bytes: true, storageKey: true },
      });
      if (!row || !urls.valid(id, row.userId, query.expires, query.signature)) throw fileNotFound();
      const stream = await store.get(row.storageKey);
      if (!stream) throw fileNotFound();
      return { stream, kind: row.kind, mime: row.mime, name: row.name, bytes: row.bytes };
    },

    /**
     * A file's bytes for a share link (docs/product/sharing.md#files): the sharing area has already checked the
     * link is live and names this file; here it must still be that owner's, in that conversation.
     */
    async sharedContent(owner: { userId: string; conversationId: string }, id: string) {
      const row = await db.attachment.findFirst({
        where: { id, userId: owner.userId, conversationId: owner.conversationId },
        select: { kind: true, mime: true, name: true, bytes: true, storageKey: true },
      });
      const stream = row ? await store.get(row.storageKey) : null;
      if (!row || !stream) throw fileNotFound();
      return { stream, kind: row.kind, mime: row.mime, name: row.name, bytes: row.bytes };
    },

    /** The owner removes a file not yet sent; a sent one goes with its conversation. */
    async remove(viewer: { id: string }, id: string): Promise<void> {
      const row = await db.attachment.findFirst({
        where: { id, userId: viewer.id },
        select: { messageId: true, storageKey: true },
      });
      if (!row) throw fileNotFound();
      if (row.messageId) throw new AppError("CONFLICT", say("files.alreadySent"));
      const { count } = await db.attachment.deleteMany({ where: { id, messageId: null } });
      if (count === 0) throw new AppError("CONFLICT", say("files.alreadySent"));
      await forget([row.storageKey]);
    },

    /**
     * The files a question names, in the order named: each the asker's, and not yet sent, or sent in this
     * same conversation (an edited question keeps its files). Anything else is one 404.
     */
    async forTurn(userId: string, ids: readonly string[], conversationId: string | null): Promise<TurnFile[]> {
      if (ids.length === 0) return [];
      const rows = await db.attachment.findMany({
        where: { id: { in: [...ids] }, userId },
        select: { ...turnFileColumns, conversationId: true },
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = byId.get(id);
        if (!row || (row.messageId !== null && row.conversationId !== conversationId))
          throw new AppError("NOT_FOUND", say("chat.attachmentNotFound"));
        const { conversationId: _, ...file } = row;
        return asTurnFile(file);
      });
    },

    /** The files earlier questions carried, by message, for a turn's context. */
    async ofContext(messageIds: string[]): Promise<Map<string, TurnFile[]>> {
      const byMessage = new Map<string, TurnFile[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await db.attachment.findMany({
        where: { messageId: { in: messageIds } },
        select: turnFileColumns,
        orderBy: { id: "asc" },
      });
      for (const row of rows)
        byMessage.set(row.messageId as string, [...(byMessage.get(row.messageId as string) ?? []), asTurnFile(row)]);
      return byMessage;
    },

    /** An image as the model receives it: a data URL of its stored (re-encoded) bytes. */
    async dataUrl(file: Pick<TurnFile, "mime" | "storageKey">): Promise<string | null> {
      const stream = await store.get(file.storageKey);
      return stream ? `data:${file.mime};base64,${(await readAll(stream)).toString("base64")}` : null;
    },

    /** The attachments of these messages, by message, with fresh signed addresses. */
    async ofMessages(messageIds: string[]): Promise<Map<string, Attachment[]>> {
      const byMessage = new Map<string, Attachment[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await db.attachment.findMany({
        where: { messageId: { in: messageIds } },
        select: { ...attachmentColumns, messageId: true },
        orderBy: { id: "asc" },
      });
      for (const row of rows) {
        const list = byMessage.get(row.messageId as string) ?? [];
        list.push(shown(row));
        byMessage.set(row.messageId as string, list);
      }
      return byMessage;
    },

    forget,

    /**
     * A conversation's files go just before it does (the rows would go with it, the bytes would not): the
     * rows, then their bytes.
     */
    async removeOfConversation(userId: string, conversationId: string): Promise<void> {
      // Bytes still named by a row elsewhere (none today: copies stay in their conversation) are kept.
      const rows = await db.$queryRaw<Array<{ storageKey: string }>>`
        with gone as (
          delete from "Attachment" where "userId" = ${userId} and "conversationId" = ${conversationId}
          returning "storageKey")
        select distinct g."storageKey" from gone g
        where not exists (
          select 1 from "Attachment" a where a."storageKey" = g."storageKey" and a."conversationId" is distinct from ${conversationId})`;
      await forget(rows.map((row) => row.storageKey));
    },

    /** A stored file whole (the data export, one at a time), or null when its bytes are gone. */
    async read(storageKey: string): Promise<Buffer | null> {
      const stream = await store.get(storageKey);
      return stream ? readAll(stream) : null;
    },

    /** The storage keys of everything a person attached (read before the account is erased). */
    async keysOfUser(userId: string): Promise<string[]> {
      const rows = await db.attachment.findMany({ where: { userId }, select: { storageKey: true } });
      return rows.map((row) => row.storageKey);
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
