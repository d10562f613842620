import { z } from "zod";
import { englishText } from "../../../shared/server-messages";
import {
  createShareInput,
  listSharesQuery,
  SHARE_COPIES_PER_HOUR,
  SHARE_MESSAGES_MAX,
  SHARE_SNAPSHOTS_PER_HOUR,
  type ShareLink,
  sharedConversationSchema,
  shareIdInput,
  shareLinkSchema,
  sharePath,
  updateShareInput,
} from "../../../shared/sharing";
import { EXAMPLE } from "../../docs/common.schemas";
import { binaryFile, created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { sharingRouter } from "./sharing.router";

const { restOperation, handOperation, table } = operationsOf<{ sharing: typeof sharingRouter }>();

const LINK_ID = "q3VtP0x8b2Lk9sWdE4nYh7Ra";
const linkPath = sample(shareIdInput, { id: LINK_ID });

const EXAMPLE_LINK: ShareLink = {
  id: LINK_ID,
  path: sharePath(LINK_ID),
  conversationId: EXAMPLE.conversationId,
  title: "Trip to Goa",
  includeFiles: false,
  messageCount: 4,
  createdAt: EXAMPLE.createdAt,
  sharedAt: EXAMPLE.updatedAt,
  revokedAt: null,
};

const REMOVED = `Unknown, removed, or never a link: \`${englishText("share.removed")}\` (\`share.removed\`).`;
const SNAPSHOTS = `More than ${SHARE_SNAPSHOTS_PER_HOUR} snapshots (shares and updates) in an hour (\`share.tooManySnapshots\`, \`Retry-After\`).`;
const NOT_YOURS = { 404: `No such link of yours (\`share.linkNotFound\`).` } as const;

/** GET /api/share/{id}/files/{file} (sharing.rest.ts): a shared file, for anyone with the link. */
export const SHARE_FILE = handOperation({
  method: "get",
  path: "/share/{id}/files/{file}",
  tag: "Sharing",
  summary: "A file of a shared conversation",
  description:
    "The `url` of a shared message's attachment, when the owner included files. Only a file of that link's snapshot, " +
    "only while the link works; the owner's own file addresses are never shown. Headers as a file's content.",
  auth: "none",
  params: sample(z.object({ id: z.string(), file: z.string() }), { id: LINK_ID, file: "1" }),
  response: binaryFile("The file's bytes.", "(the bytes of image/webp, application/pdf or text/plain)"),
  errors: { 404: `${REMOVED} Or the link does not include this file (\`share.fileNotShared\`).` },
});

/** Share links (issue #33, docs/product/sharing.md): the REST twins of the sharing procedures. */
export const SHARING_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/share-links",
    tag: "Sharing",
    summary: "Share a conversation",
    description:
      "A read-only snapshot of the conversation up to its latest message (at most the newest " +
      `${SHARE_MESSAGES_MAX}), at \`/share/<id>\`: the link's own random id, never the conversation's. Anyone with the ` +
      "link can read it without signing in; it shows the model names, never the owner. Files only with " +
      "`includeFiles`. A conversation that has a working link already answers with that link.",
    procedure: "sharing.create",
    auth: "user",
    body: sample(createShareInput, { conversationId: EXAMPLE.conversationId, includeFiles: false }),
    response: created("The link.", shareLinkSchema, EXAMPLE_LINK),
    errors: {
      400: `The conversation has no message yet (\`share.nothingToShare\`).`,
      404: "No such conversation, or another user's.",
      429: SNAPSHOTS,
    },
  }),
  restOperation({
    method: "get",
    path: "/share-links",
    tag: "Sharing",
    summary: "My share links",
    description: "Newest first, the removed ones too (`revokedAt`); `conversationId` keeps one conversation's.",
    procedure: "sharing.list",
    auth: "user",
    query: sample(listSharesQuery, { conversationId: EXAMPLE.conversationId }),
    response: ok("The links.", z.array(shareLinkSchema), [EXAMPLE_LINK]),
  }),
  restOperation({
    method: "put",
    path: "/share-links/{id}",
    tag: "Sharing",
    summary: "Update a link's snapshot",
    description:
      "Takes the snapshot again, up to the conversation's latest message, with files or without (`includeFiles`). " +
      "The address stays the same.",
    procedure: "sharing.update",
    auth: "user",
    params: linkPath,
    body: sample(updateShareInput.omit({ id: true }), { includeFiles: true }),
    response: ok("The link, updated.", shareLinkSchema, { ...EXAMPLE_LINK, includeFiles: true }),
    errors: {
      ...NOT_YOURS,
      400: `The conversation has no message any more (\`share.nothingToShare\`).`,
      429: SNAPSHOTS,
    },
  }),
  restOperation({
    method: "delete",
    path: "/share-links/{id}",
    tag: "Sharing",
    summary: "Remove a link",
    description:
      `At once, on every instance: the page then says "${englishText("share.removed")}". The snapshot is deleted; ` +
      "the link stays in the owner's list as removed. Removing it again changes nothing.",
    procedure: "sharing.revoke",
    auth: "user",
    params: linkPath,
    response: ok("Removed.", z.object({ link: shareLinkSchema, message: z.string() }), {
      link: { ...EXAMPLE_LINK, revokedAt: EXAMPLE.lastLogin, messageCount: 0 },
      message: englishText("share.revoked"),
    }),
    errors: NOT_YOURS,
  }),
  restOperation({
    method: "get",
    path: "/share/{id}",
    tag: "Sharing",
    summary: "Read a shared conversation",
    description:
      "No token. The snapshot only: title, when it was taken, and each message's role, text, model name, time, " +
      "sources and, when the owner included files, the files' names and share addresses. No user, conversation " +
      "or message id, and nothing of the owner.",
    procedure: "sharing.view",
    auth: "none",
    params: linkPath,
    response: ok("The snapshot.", sharedConversationSchema, {
      id: LINK_ID,
      title: "Trip to Goa",
      sharedAt: EXAMPLE.updatedAt,
      messages: [
        {
          role: "user",
          content: "Plan three days in Goa in December.",
          modelName: null,
          createdAt: EXAMPLE.createdAt,
          citations: [],
          attachments: [],
        },
        {
          role: "assistant",
          content: "Day 1: North Goa's beaches…",
          modelName: "GPT-4o",
          createdAt: EXAMPLE.createdAt,
          citations: [],
          attachments: [],
        },
      ],
    }),
    errors: { 404: REMOVED },
  }),
  restOperation({
    method: "post",
    path: "/share/{id}/continue",
    tag: "Sharing",
    summary: "Continue a shared conversation in my chats",
    description:
      "Copies the snapshot's messages into a new conversation of the signed-in person, who carries on from there. " +
      "Files stay the owner's and are not copied.",
    procedure: "sharing.continue",
    auth: "user",
    params: linkPath,
    response: created("The new conversation.", z.object({ conversationId: z.string() }), {
      conversationId: EXAMPLE.conversationId,
    }),
    errors: {
      404: REMOVED,
      429: `More than ${SHARE_COPIES_PER_HOUR} copies in an hour (\`share.tooManyCopies\`, \`Retry-After\`).`,
    },
  }),
  SHARE_FILE,
]);
