import { z } from "zod";
import { attachmentSchema } from "../../../shared/attachments";
import { chatSendInput, conversationIdInput, historyInput, messageIdInput, renameInput } from "../../../shared/chat";
import { type ChatEventData, type ChatEventName, chatEventSchemas } from "../../../shared/chat-events";
import { citationSchema } from "../../../shared/citations";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { ok, type Sample, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { chatRouter } from "./chat.router";

const { restOperation, handOperation, table } = operationsOf<{ chat: typeof chatRouter }>();

const TURN = sample(chatSendInput, {
  message: "Write a haiku about the monsoon in Bengaluru.",
  modelId: "deepseek/deepseek-chat-v3.1:free",
});

const TURN_ERRORS = {
  400: "Bad input, or an unknown model.",
  403: `A model above the plan: \`${englishText("chat.modelForbidden")}\``,
  404: '`conversationId` names no conversation of the caller\'s; or, with `code: "conversation_deleted"`, the conversation was deleted while its reply was written (the reply was not kept).',
  429: "The model is rate limited upstream; or today's credits do not cover the model (the body adds `limit`, `used` and `resetsAt`, 00:00 IST); or the plan's concurrent replies are all in progress (Starter 1, Professional 3, Enterprise 5); or the turn waited 30 s for a free slot while the service was busy (no credits are used); or 30 of the person's turns were refused in the last minute (the body adds `refusals`; every turn is refused until the minute ends). See `Retry-After`.",
  502: "The model failed mid-answer.",
  503: "The AI service is down or cut the reply.",
  504: "No data for 30 s, or no complete reply in 5 minutes.",
} as const;

const conversationPath = sample(conversationIdInput, { id: EXAMPLE.conversationId });

const REPLY = "Clouds roll over Cubbon,\nfilter coffee steams the pane—\nthe city exhales.";

/** The reply's events (one schema in shared/, which the server sends and the client reads), with examples. */
const streamEvents = {
  meta: sample(chatEventSchemas.meta, {
    conversationId: EXAMPLE.conversationId,
    model: "deepseek/deepseek-chat-v3.1:free",
    modelName: "DeepSeek V3.1",
    userMessageId: EXAMPLE.userMessageId,
    replyId: EXAMPLE.messageId,
    webSearch: false,
    content: "",
  }),
  citations: sample(chatEventSchemas.citations, {
    citations: [
      {
        url: "https://www.imd.gov.in/",
        title: "India Meteorological Department",
        snippet: "Southwest monsoon advances over Karnataka.",
        start: 0,
        end: 24,
      },
    ],
  }),
  queued: sample(chatEventSchemas.queued, { position: 3 }),
  fallback: sample(chatEventSchemas.fallback, {
    model: "google/gemma-3n-e2b-it:free",
    modelName: "Gemma 3n 2B",
    fallbackFrom: "DeepSeek V3.1",
  }),
  delta: sample(chatEventSchemas.delta, { content: "Clouds roll over Cubbon,\n" }),
  done: sample(chatEventSchemas.done, { messageId: EXAMPLE.messageId, conversationId: EXAMPLE.conversationId }),
  error: sample(chatEventSchemas.error, {
    error: "The AI model took too long to respond.",
    details: "No data for 30 seconds",
    status: 504,
  }),
} satisfies { [Name in ChatEventName]: Sample<(typeof chatEventSchemas)[Name]> };

const sseLine = <Name extends ChatEventName>(event: Name, data: ChatEventData<Name>) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  updatedAt: timestamp,
  messageCount: z.number().int(),
  pinnedAt: timestamp.nullable().describe("When it was pinned (pinned ones come first); `null` when not."),
  archivedAt: timestamp.nullable().describe("When it was archived (only a search or `view=archived` lists it)."),
  projectId: z
    .string()
    .nullable()
    .describe("The project it is in (issue #33); the history without `projectId` lists only those in none."),
});

const storedMessage = z.object({
  id: z.string(),
  parentId: z.string().nullable().describe("The message this one follows (`null` for the first)."),
  role: z.string().describe("`user`, or `assistant` for the model's replies."),
  content: z.string(),
  model: z.string().nullable(),
  modelName: z.string().nullable(),
  fallbackFrom: z
    .string()
    .nullable()
    .describe("Issue #34: the name of the model asked when another answered because it was unavailable; else `null`."),
  status: z
    .enum(["complete", "stopped", "failed", "streaming"])
    .describe("`streaming`: still being written; read the rest from `GET /api/chat/messages/{messageId}/stream`."),
  timestamp,
  versions: z
    .array(z.string())
    .describe(
      "The ids of this message's versions (regenerated replies, edited questions), oldest first, itself included.",
    ),
  attachments: z
    .array(attachmentSchema)
    .describe("The files the question carried (issue #30), each with a fresh signed `url`; empty for replies."),
  webSearch: z.boolean().describe("A reply that searched the web (issue #31); false for questions."),
  citations: z
    .array(citationSchema)
    .describe("A searched reply's sources, made safe by the server (docs/product/search.md); empty otherwise."),
});

const messagePath = sample(messageIdInput, { messageId: EXAMPLE.messageId });

/** Chat answers carry `success: true` beside what the procedure returns (docs/product/calls.md#response-shapes). */
const succeeded = <T extends object>(answer: T) => ({ success: true as const, ...answer });

const renamed = z.object({ id: z.string(), title: z.string(), updatedAt: timestamp });

/** POST /api/chat: the whole reply at once (its route is chat.rest.ts's). */
export const CHAT_WHOLE_REPLY = handOperation({
  method: "post",
  path: "/chat",
  tag: "Chat",
  summary: "Send a message and get the whole reply",
  description:
    "Without `conversationId` a new conversation starts (titled from the message) and `messageHistory` " +
    "(`[{ sender, text }]`) is the context; with one, its stored messages are.",
  procedure: "chat.send",
  auth: "user",
  body: TURN,
  response: ok(
    "The reply, stored with the message.",
    z.object({
      success: z.literal(true),
      aiMessage: z.object({
        content: z.string(),
        model: z.string(),
        modelName: z.string().describe("The model that answered."),
        fallbackFrom: z
          .string()
          .optional()
          .describe("Issue #34: the model asked, when another answered because it was unavailable."),
        webSearch: z.boolean().describe("The turn searched the web (issue #31)."),
        citations: z
          .array(citationSchema)
          .describe("Its sources, made safe (docs/product/search.md); empty when none."),
      }),
      conversationId: z.string(),
      messageId: z.string(),
    }),
    {
      success: true,
      aiMessage: {
        content: REPLY,
        model: "deepseek/deepseek-chat-v3.1:free",
        modelName: "DeepSeek V3.1",
        webSearch: false,
        citations: [],
      },
      conversationId: EXAMPLE.conversationId,
      messageId: EXAMPLE.messageId,
    },
  ),
  errors: TURN_ERRORS,
});

/** POST /api/chat/stream: the reply as server-sent events. */
export const CHAT_STREAM = handOperation({
  method: "post",
  path: "/chat/stream",
  tag: "Chat",
  summary: "Send a message and stream the reply (server-sent events)",
  description:
    "Takes the body of POST /api/chat. Refusals (400/401/403/404) are plain HTTP errors before the stream " +
    "starts; later failures arrive as an `error` event. The reply belongs to the server: closing the " +
    "connection does not stop it (it is still written and stored), `POST /api/chat/messages/{messageId}/stop` does.",
  procedure: "chat.send",
  auth: "user",
  body: TURN,
  response: {
    status: 200,
    description:
      "`meta` once, then `delta` for each piece of text as it arrives, then `done`; or, if the model fails " +
      "after the stream started, `error` instead of `done`.",
    events: streamEvents,
    example:
      sseLine("meta", streamEvents.meta.example) +
      sseLine("delta", streamEvents.delta.example) +
      sseLine("delta", { content: "filter coffee steams the pane—\nthe city exhales." }) +
      sseLine("done", streamEvents.done.example),
  },
  errors: TURN_ERRORS,
});

/** GET /api/chat/messages/{messageId}/stream: a reply read again, live. */
export const CHAT_FOLLOW = handOperation({
  method: "get",
  path: "/chat/messages/{messageId}/stream",
  tag: "Chat",
  summary: "Read a reply again, live (server-sent events)",
  description:
    "From any instance: `meta` with the text so far in `content`, then `delta` for the rest as it arrives, " +
    "then `done`. A reply already written comes whole; a stopped one ends without `done`.",
  procedure: "chat.follow",
  auth: "user",
  params: messagePath,
  response: {
    status: 200,
    description: "The same events as POST /api/chat/stream.",
    events: streamEvents,
    example:
      sseLine("meta", { ...streamEvents.meta.example, content: "Clouds roll over Cubbon,\n" }) +
      sseLine("delta", { content: "filter coffee steams the pane—\nthe city exhales." }) +
      sseLine("done", streamEvents.done.example),
  },
  errors: { 404: "No such reply, or another user's." },
});

export const CHAT_OPERATIONS = table([
  CHAT_WHOLE_REPLY,
  CHAT_STREAM,
  CHAT_FOLLOW,
  restOperation({
    method: "post",
    path: "/chat/messages/{messageId}/stop",
    tag: "Chat",
    summary: "Stop a reply",
    description: "Ends the reply wherever it is being written; what arrived is kept (status `stopped`).",
    procedure: "chat.stop",
    output: succeeded,
    auth: "user",
    params: messagePath,
    response: ok(
      "Stopped, or had already ended (`stopped: false`).",
      z.object({ success: z.literal(true), stopped: z.boolean() }),
      { success: true, stopped: true },
    ),
    errors: { 404: "No such reply, or another user's." },
  }),
  restOperation({
    method: "get",
    path: "/chat/history",
    tag: "Chat",
    summary: "The caller's conversations, pinned first, then newest first",
    description:
      "`q` searches titles and message text (every word, as a prefix), archived conversations included. " +
      "`view=archived` lists only the archived ones; otherwise they are left out. With `projectId`, only that project's " +
      "conversations (404 for another person's project); without it, conversations in a project are left out of the " +
      "history (they show in their project) but a search and `view=archived` include them. Pass `nextCursor` back as `cursor`.",
    procedure: "chat.history",
    output: succeeded,
    auth: "user",
    query: sample(historyInput, { limit: 30, q: "monsoon" }),
    response: ok(
      "One page of conversations.",
      z.object({
        success: z.literal(true),
        conversations: z.array(conversationSummary),
        nextCursor: z.string().nullable().describe("`null` on the last page."),
      }),
      {
        success: true,
        conversations: [
          {
            id: EXAMPLE.conversationId,
            title: "Write a haiku about the monsoon in Bengaluru.",
            preview: "Clouds roll over Cubbon, filter coffee steams the pane—the city exhales.",
            updatedAt: EXAMPLE.updatedAt,
            messageCount: 2,
            pinnedAt: null,
            archivedAt: null,
            projectId: null,
          },
        ],
        nextCursor: null,
      },
    ),
    errors: { 400: "An invalid cursor or limit." },
  }),
  restOperation({
    method: "get",
    path: "/chat/conversation/{id}",
    tag: "Chat",
    summary: "One conversation with its messages",
    procedure: "chat.conversation",
    output: (conversation) => succeeded({ conversation }),
    auth: "user",
    params: conversationPath,
    response: ok(
      "The conversation, oldest message first.",
      z.object({
        success: z.literal(true),
        conversation: z.object({
          id: z.string(),
          title: z.string(),
          updatedAt: timestamp,
          webSearch: z.boolean().describe("The toggle as the last question left it (issue #31)."),
          projectId: z.string().nullable().describe("The project it is in (issue #33), or `null`."),
          workspace: z
            .object({ id: z.string(), name: z.string() })
            .nullable()
            .describe("The workspace it is billed to (issue #35), or `null`: the person's own plan."),
          messages: z.array(storedMessage),
        }),
      }),
      {
        success: true,
        conversation: {
          id: EXAMPLE.conversationId,
          title: "Write a haiku about the monsoon in Bengaluru.",
          updatedAt: EXAMPLE.updatedAt,
          webSearch: false,
          projectId: null,
          workspace: null,
          messages: [
            {
              id: EXAMPLE.userMessageId,
              parentId: null,
              role: "user",
              content: "Write a haiku about the monsoon in Bengaluru.",
              model: null,
              modelName: null,
              fallbackFrom: null,
              status: "complete",
              timestamp: "2025-06-12T09:31:12.402Z",
              versions: [EXAMPLE.userMessageId],
              attachments: [],
              webSearch: false,
              citations: [],
            },
            {
              id: EXAMPLE.messageId,
              parentId: EXAMPLE.userMessageId,
              role: "assistant",
              content: REPLY,
              model: "deepseek/deepseek-chat-v3.1:free",
              modelName: "DeepSeek V3.1",
              fallbackFrom: null,
              status: "complete",
              timestamp: EXAMPLE.updatedAt,
              versions: [EXAMPLE.messageId],
              attachments: [],
              webSearch: false,
              citations: [],
            },
          ],
        },
      },
    ),
    errors: { 404: "No such conversation, or another user's." },
  }),
  restOperation({
    method: "put",
    path: "/chat/conversation/{id}/title",
    tag: "Chat",
    summary: "Rename a conversation",
    procedure: "chat.rename",
    output: (conversation) => succeeded({ conversation }),
    auth: "user",
    params: conversationPath,
    body: sample(renameInput.pick({ title: true }), { title: "Monsoon haiku" }),
    response: ok("Renamed.", z.object({ success: z.literal(true), conversation: renamed }), {
      success: true,
      conversation: { id: EXAMPLE.conversationId, title: "Monsoon haiku", updatedAt: EXAMPLE.updatedAt },
    }),
    errors: { 404: "No such conversation, or another user's." },
  }),
  restOperation({
    method: "delete",
    path: "/chat/conversation/{id}",
    tag: "Chat",
    summary: "Delete a conversation and its messages",
    procedure: "chat.delete",
    output: () => succeeded({}),
    auth: "user",
    params: conversationPath,
    response: ok("Deleted.", z.object({ success: z.literal(true) }), { success: true }),
    errors: { 404: "No such conversation, or another user's." },
  }),
]);
