/**
 * The server's texts about share links (issue #33, docs/product/sharing.md), in English, by the stable key the
 * API answers with (shared/server-messages.ts).
 */
export const SHARING_TEXTS = {
  "share.removed": "This link was removed",
  "share.linkNotFound": "Share link not found",
  "share.nothingToShare": "There is nothing to share yet: send a message first.",
  "share.revoked": "Link removed. Anyone who opens it now sees that it was removed.",
  "share.fileNotShared": "This file is not part of the shared conversation.",
  "share.tooManySnapshots":
    "You can share or update at most {count} snapshots an hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "share.tooManyCopies":
    "You can copy at most {count} shared conversations into your chats an hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "share.includeFilesBoolean": "includeFiles must be true or false",
  "field.link": "Link",
} as const;
