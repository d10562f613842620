import { randomBytes } from "node:crypto";
import { englishText, say } from "../../../shared/server-messages";
import {
  SHARE_COPIES_PER_HOUR,
  SHARE_ID_BYTES,
  SHARE_SNAPSHOTS_PER_HOUR,
  type SharedConversation,
  type ShareLink,
  sharePath,
} from "../../../shared/sharing";
import { AppError } from "../../core/errors";
import { throttle } from "../../core/throttle";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { ChatService, ConversationCopies } from "../chat";
import type { FilesService } from "../files";
import { fileRef, readSnapshot, takeSnapshot, viewerMessages } from "./snapshot";

/** Unknown, revoked, or never a link: one answer, so a guess learns nothing (docs/product/sharing.md#removed-links). */
export const linkRemoved = () => new AppError("NOT_FOUND", say("share.removed"));
const linkNotFound = () => new AppError("NOT_FOUND", say("share.linkNotFound"));

const linkColumns = {
  id: true,
  conversationId: true,
  title: true,
  includeFiles: true,
  snapshot: true,
  createdAt: true,
  sharedAt: true,
  revokedAt: true,
} as const;

type LinkRow = Prisma.ShareLinkGetPayload<{ select: typeof linkColumns }>;

function shown(row: LinkRow): ShareLink {
  return {
    id: row.id,
    path: sharePath(row.id),
    conversationId: row.conversationId,
    title: row.title,
    includeFiles: row.includeFiles,
    messageCount: readSnapshot(row.snapshot).messages.length,
    createdAt: row.createdAt.toISOString(),
    sharedAt: row.sharedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Share links (issue #33, docs/product/sharing.md): a read-only snapshot of a conversation anyone with the link
 * can read, which its owner updates or revokes. Every read goes to the database, so a revoke made on one instance
 * holds on every instance at once (docs/decisions.md D161).
 */
export function createSharingService(deps: {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  /** The branch on screen of the owner's conversation (a 404 for anyone else's). */
  conversation: ChatService["conversation"];
  copies: ConversationCopies;
  files: Pick<FilesService, "sharedContent">;
}) {
  const { db, now } = deps;

  async function snapshotOf(userId: string, conversationId: string, includeFiles: boolean) {
    await throttle(
      deps.limiter,
      `share-snapshot:${userId}`,
      { limit: SHARE_SNAPSHOTS_PER_HOUR, windowSeconds: 3600 },
      say("share.tooManySnapshots", { count: SHARE_SNAPSHOTS_PER_HOUR }),
    );
    const view = await deps.conversation(userId, conversationId);
    const snapshot = takeSnapshot(view, includeFiles);
    if (snapshot.messages.length === 0) throw new AppError("BAD_REQUEST", say("share.nothingToShare"));
    return { title: view.title, snapshot };
  }

  /** A live link anyone may read, or the one "removed" answer. */
  async function live(id: string) {
    const row = await db.shareLink.findUnique({
      where: { id },
      select: { ...linkColumns, userId: true },
    });
    if (!row || row.revokedAt) throw linkRemoved();
    return row;
  }

  return {
    /** Shares a conversation; its live link when it has one already (one link a conversation, D162). */
    async create(userId: string, input: { conversationId: string; includeFiles: boolean }): Promise<ShareLink> {
      const existing = await db.shareLink.findFirst({
        where: { userId, conversationId: input.conversationId, revokedAt: null },
        select: linkColumns,
      });
      if (existing) return shown(existing);
      const { title, snapshot } = await snapshotOf(userId, input.conversationId, input.includeFiles);
      const at = now();
      const row = await db.shareLink.create({
        data: {
          id: randomBytes(SHARE_ID_BYTES).toString("base64url"),
          userId,
          conversationId: input.conversationId,
          title,
          snapshot,
          includeFiles: input.includeFiles,
          sharedAt: at,
          createdAt: at,
        },
        select: linkColumns,
      });
      return shown(row);
    },

    /** Takes the snapshot again, up to the conversation's latest message, with files or without. */
    async update(userId: string, input: { id: string; includeFiles: boolean }): Promise<ShareLink> {
      const row = await db.shareLink.findFirst({
        where: { id: input.id, userId, revokedAt: null },
        select: { conversationId: true },
      });
      if (!row) throw linkNotFound();
      const { title, snapshot } = await snapshotOf(userId, row.conversationId, input.includeFiles);
      const [updated] = await db.shareLink.updateManyAndReturn({
        where: { id: input.id, userId, revokedAt: null },
        data: { title, snapshot, includeFiles: input.includeFiles, sharedAt: now() },
        select: linkColumns,
      });
      if (!updated) throw linkNotFound();
      return shown(updated);
    },

    /** The person's links, newest first, the removed ones too; or one conversation's. */
    async list(userId: string, conversationId?: string): Promise<ShareLink[]> {
      const rows = await db.shareLink.findMany({
        where: { userId, ...(conversationId ? { conversationId } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: linkColumns,
      });
      return rows.map(shown);
    },

    /** Removes a link for good: its snapshot goes, its title stays in the owner's list. Removing it again changes nothing. */
    async revoke(userId: string, id: string): Promise<{ link: ShareLink; message: string }> {
      const row = await db.shareLink.findFirst({ where: { id, userId }, select: { revokedAt: true } });
      if (!row) throw linkNotFound();
      const [updated] = await db.shareLink.updateManyAndReturn({
        where: { id, userId },
        data: row.revokedAt ? {} : { revokedAt: now(), snapshot: { messages: [] } },
        select: linkColumns,
      });
      if (!updated) throw linkNotFound();
      return { link: shown(updated), message: englishText("share.revoked") };
    },

    /** What anyone with the link reads: the snapshot, nothing of its owner. */
    async view(id: string): Promise<SharedConversation> {
      const row = await live(id);
      return {
        id: row.id,
        title: row.title,
        sharedAt: row.sharedAt.toISOString(),
        messages: viewerMessages(row.id, readSnapshot(row.snapshot)),
      };
    },

    /** The title for the page's link preview, or null for a link that is not live. */
    async previewTitle(id: string): Promise<string | null> {
      if (!/^[A-Za-z0-9_-]{16,100}$/.test(id)) return null;
      const row = await db.shareLink.findUnique({ where: { id }, select: { title: true, revokedAt: true } });
      return row && !row.revokedAt ? row.title : null;
    },

    /** "Continue in my chats": the snapshot becomes a conversation of the viewer's own (files stay the owner's). */
    async continueIn(viewerId: string, id: string): Promise<{ conversationId: string }> {
      const row = await live(id);
      await throttle(
        deps.limiter,
        `share-copy:${viewerId}`,
        { limit: SHARE_COPIES_PER_HOUR, windowSeconds: 3600 },
        say("share.tooManyCopies", { count: SHARE_COPIES_PER_HOUR }),
      );
      const { messages } = readSnapshot(row.snapshot);
      const copied = await deps.copies.copy({
        userId: viewerId,
        title: row.title,
        messages: messages.map((message) => ({
          role: message.role,
          content: message.content,
          model: message.model,
          modelName: message.modelName,
        })),
      });
      // Without an import key a copy is always written.
      if (!copied) throw linkRemoved();
      return { conversationId: copied.id };
    },

    /** A shared file's bytes: only a live link's, only with files included, only a file of its snapshot. */
    async file(id: string, file: number) {
      const row = await live(id);
      const ref = row.includeFiles ? fileRef(readSnapshot(row.snapshot), file) : null;
      if (!ref) throw new AppError("NOT_FOUND", say("share.fileNotShared"));
      return deps.files.sharedContent({ userId: row.userId, conversationId: row.conversationId }, ref);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
