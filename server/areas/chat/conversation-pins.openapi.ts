import { z } from "zod";
import { conversationIdInput, PINNED_CONVERSATIONS_MAX } from "../../../shared/chat";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { chatRouter } from "./chat.router";

const { restOperation, table } = operationsOf<{ chat: typeof chatRouter }>();

const conversationPath = sample(conversationIdInput, { id: EXAMPLE.conversationId });

const pinState = z.object({
  id: z.string(),
  pinnedAt: timestamp.nullable().describe("`null` when not pinned."),
  archivedAt: timestamp.nullable().describe("`null` when not archived."),
});

const answer = (description: string, pinnedAt: string | null, archivedAt: string | null) =>
  ok(description, z.object({ success: z.literal(true), conversation: pinState }), {
    success: true,
    conversation: { id: EXAMPLE.conversationId, pinnedAt, archivedAt },
  });

const NOT_FOUND = { 404: "No such conversation, or another user's." } as const;

/** Chat answers carry `success: true` beside what the procedure returns (docs/product/calls.md#response-shapes). */
const output = <T>(conversation: T) => ({ success: true as const, conversation });

/** Pins and archive (issue #33, docs/decisions.md D152): the REST twins of chat.pin, unpin, archive, unarchive. */
export const CONVERSATION_PIN_OPERATIONS = table([
  restOperation({
    method: "put",
    path: "/chat/conversation/{id}/pin",
    tag: "Chat",
    summary: "Pin a conversation above the history",
    description: `At most ${PINNED_CONVERSATIONS_MAX} a person; pinning an archived conversation unarchives it. Pinning a pinned one changes nothing.`,
    procedure: "chat.pin",
    output,
    auth: "user",
    params: conversationPath,
    response: answer("Pinned.", EXAMPLE.updatedAt, null),
    errors: {
      ...NOT_FOUND,
      409: `${PINNED_CONVERSATIONS_MAX} are pinned already: \`${englishText("chat.tooManyPinned", { max: PINNED_CONVERSATIONS_MAX })}\``,
    },
  }),
  restOperation({
    method: "delete",
    path: "/chat/conversation/{id}/pin",
    tag: "Chat",
    summary: "Unpin a conversation",
    procedure: "chat.unpin",
    output,
    auth: "user",
    params: conversationPath,
    response: answer("Unpinned.", null, null),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "put",
    path: "/chat/conversation/{id}/archive",
    tag: "Chat",
    summary: "Archive a conversation",
    description: "It leaves the history (and its pin) but a search still finds it, and it opens as before.",
    procedure: "chat.archive",
    output,
    auth: "user",
    params: conversationPath,
    response: answer("Archived.", null, EXAMPLE.updatedAt),
    errors: NOT_FOUND,
  }),
  restOperation({
    method: "delete",
    path: "/chat/conversation/{id}/archive",
    tag: "Chat",
    summary: "Unarchive a conversation",
    procedure: "chat.unarchive",
    output,
    auth: "user",
    params: conversationPath,
    response: answer("Back in the history.", null, null),
    errors: NOT_FOUND,
  }),
]);
