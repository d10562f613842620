import { z } from "zod";
import type { Attachment } from "../../../shared/attachments";
import { citationSchema } from "../../../shared/citations";
import { SHARE_MESSAGES_MAX, type SharedMessage, shareFilePath } from "../../../shared/sharing";
import type { ChatService } from "../chat";

/**
 * A link's snapshot as stored (ShareLink.snapshot): the branch on screen when it was taken, as a viewer sees it,
 * plus what only the server needs (docs/product/sharing.md#what-a-snapshot-holds). No user, conversation or
 * message id is kept; a file's own id is kept to find its bytes and never leaves the server: a viewer gets the
 * file's number in the snapshot instead.
 */
const storedFile = z.object({
  ref: z.string(),
  kind: z.enum(["image", "document"]),
  name: z.string(),
  mime: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  pages: z.number().nullable(),
});

const storedMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** The model's catalogue id, for "Continue in my chats" only; a viewer sees its name. */
  model: z.string().nullable(),
  modelName: z.string().nullable(),
  at: z.string(),
  citations: z.array(citationSchema),
  files: z.array(storedFile),
});

const snapshotSchema = z.object({ messages: z.array(storedMessage) });
export type Snapshot = z.infer<typeof snapshotSchema>;
type StoredMessage = z.infer<typeof storedMessage>;

type ConversationView = Awaited<ReturnType<ChatService["conversation"]>>;

/** What a viewer may read of a conversation on screen: finished text only, and files only when included. */
export function takeSnapshot(view: ConversationView, includeFiles: boolean): Snapshot {
  const messages = view.messages
    // A reply still being written, or one that failed before saying anything, is not part of what was said.
    .filter((message) => message.status !== "streaming" && message.content.trim() !== "")
    .slice(-SHARE_MESSAGES_MAX)
    .map(
      (message): StoredMessage => ({
        role: message.role === "assistant" ? "assistant" : "user",
        content: message.content,
        model: message.role === "assistant" ? (message.model ?? null) : null,
        modelName: message.role === "assistant" ? (message.modelName ?? null) : null,
        at: message.timestamp.toISOString(),
        citations: message.citations,
        files: includeFiles
          ? message.attachments.map(({ id, kind, name, mime, bytes, width, height, pages }) => ({
              ref: id,
              kind,
              name,
              mime,
              bytes,
              width,
              height,
              pages,
            }))
          : [],
      }),
    );
  return { messages };
}

/** A stored snapshot read back; anything unreadable is an empty one (a revoked link keeps none). */
export function readSnapshot(value: unknown): Snapshot {
  const parsed = snapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : { messages: [] };
}

/** The snapshot as a viewer of link `id` gets it: files numbered from 1, at the link's own addresses. */
export function viewerMessages(id: string, snapshot: Snapshot): SharedMessage[] {
  let number = 0;
  return snapshot.messages.map((message) => ({
    role: message.role,
    content: message.content,
    modelName: message.modelName,
    createdAt: message.at,
    citations: message.citations,
    attachments: message.files.map(({ ref: _ref, ...file }): Attachment => {
      number += 1;
      return { ...file, id: String(number), url: shareFilePath(id, number) };
    }),
  }));
}

/** The file's own id for the viewer's number `file`, or null when the snapshot has no such file. */
export function fileRef(snapshot: Snapshot, file: number): string | null {
  if (!Number.isInteger(file) || file < 1) return null;
  return snapshot.messages.flatMap((message) => message.files)[file - 1]?.ref ?? null;
}
