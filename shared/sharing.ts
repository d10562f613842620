import { z } from "zod";
import { attachmentSchema } from "./attachments";
import { citationSchema } from "./citations";
import { requiredText } from "./text";

/**
 * Share links (issue #33, docs/product/sharing.md): a read-only snapshot of a conversation at /share/<id>, the
 * shapes the sharing area, its REST table and the client share.
 */

/** Random bytes in a link's id: 144 bits, 24 base64url characters (the issue asks for at least 128). */
export const SHARE_ID_BYTES = 18;
/** Snapshots a person may take (share or update) an hour: each reads and copies a whole conversation. */
export const SHARE_SNAPSHOTS_PER_HOUR = 60;
/** Shared conversations a person may copy into their chats an hour: each writes a whole conversation. */
export const SHARE_COPIES_PER_HOUR = 30;
/** The most messages a snapshot holds (its newest ones): a page a person can read, a row PostgreSQL keeps easily. */
export const SHARE_MESSAGES_MAX = 500;

const shareId = requiredText("Link", { max: 100 });
const conversationId = requiredText("Conversation id", { max: 100 });
const includeFiles = z.boolean({ error: "includeFiles must be true or false" });

export const shareIdInput = z.object({ id: shareId });
export const createShareInput = z.object({ conversationId, includeFiles: includeFiles.default(false) });
export const updateShareInput = z.object({ id: shareId, includeFiles });
export const listSharesQuery = z.object({ conversationId: conversationId.optional() });
export const listSharesInput = listSharesQuery.optional();
export const shareFileInput = z.object({ id: shareId, file: z.coerce.number().int().min(1).max(10_000) });

/** The address of a link's page, from the site's root. */
export const sharePath = (id: string) => `/share/${id}`;
/** The address of the n-th file (from 1) of a link's snapshot: the only way a viewer reaches a shared file. */
export const shareFilePath = (id: string, file: number) => `/api/share/${id}/files/${file}`;

/** One of the person's links, as the share dialog and the profile list show it. */
export const shareLinkSchema = z.object({
  id: z.string().describe("The link's own random id (never the conversation's)."),
  path: z.string().describe("`/share/<id>`: the page anyone with the link can open."),
  conversationId: z.string().describe("The owner's conversation it was taken from."),
  title: z.string(),
  includeFiles: z.boolean(),
  messageCount: z.number().int(),
  createdAt: z.string().describe("ISO 8601."),
  sharedAt: z.string().describe("When the snapshot was taken (its last update), ISO 8601."),
  revokedAt: z.string().nullable().describe("When it was removed; `null` while it works."),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A message as a viewer of the link sees it: no ids, no owner, files only when the owner included them. */
export const sharedMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  modelName: z.string().nullable().describe("The catalogue name of the model that wrote a reply."),
  createdAt: z.string(),
  citations: z.array(citationSchema),
  attachments: z
    .array(attachmentSchema)
    .describe(
      "Only when the owner included files: `id` is the file's number in the snapshot, `url` its share address.",
    ),
});
export type SharedMessage = z.infer<typeof sharedMessageSchema>;

export const sharedConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  sharedAt: z.string(),
  messages: z.array(sharedMessageSchema),
});
export type SharedConversation = z.infer<typeof sharedConversationSchema>;
