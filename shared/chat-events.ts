import { z } from "zod";
import { citationSchema } from "./citations";

/**
 * The events of a reply as it is read, by name: one schema for the server that sends them (tRPC's stream and
 * the server-sent events of /api/chat), the OpenAPI document that describes them, and the client that reads
 * them. A server-sent event is `event: <name>` with these fields as its data; through tRPC an event is the
 * same fields with its name in `type` (ChatEvent).
 */
export const chatEventSchemas = {
  meta: z.object({
    conversationId: z.string(),
    model: z.string(),
    modelName: z.string(),
    userMessageId: z.string().describe("The question the reply answers."),
    replyId: z.string().describe("The reply's message id: read it again or stop it with it."),
    attachmentsTruncated: z
      .boolean()
      .optional()
      .describe("True when an attached document was cut to fit the turn's budget (its text says where)."),
    // Always sent by the server; optional in the type so that a reply's meta built without it (older readers, tests) still fits.
    webSearch: z
      .boolean()
      .optional()
      .describe("True when the turn searches the web (issue #31): its sources come as `citations` events."),
    fallbackFrom: z
      .string()
      .optional()
      .describe(
        "Issue #34: the name of the model asked, when another model answers because it was unavailable (`model` and `modelName` are the one answering).",
      ),
    content: z
      .string()
      .describe("What the reply already holds: empty for a new reply, the text so far when read again."),
  }),
  fallback: z
    .object({
      model: z.string(),
      modelName: z.string(),
      fallbackFrom: z.string().describe("The name of the model asked, which was unavailable."),
    })
    .describe(
      "Issue #34: the model asked failed before its first word, and this one answers instead (at most two such moves).",
    ),
  citations: z.object({
    citations: z
      .array(citationSchema)
      .describe("The reply's sources so far, the whole list each time it grows (or is made final): replace, not add."),
  }),
  queued: z.object({
    position: z.number().int().describe("1 = next. Higher plans go first while the service is busy."),
  }),
  delta: z.object({ content: z.string() }),
  done: z.object({ messageId: z.string(), conversationId: z.string() }),
  /** Server-sent events only: a tRPC stream throws the error instead. */
  error: z.object({
    error: z.string(),
    details: z.string().optional(),
    status: z.number().int(),
    code: z
      .string()
      .optional()
      .describe(
        "Why, where a client acts on it: `conversation_deleted` (404) when the conversation was deleted while its reply was written; the reply was not kept.",
      ),
  }),
};

export type ChatEventName = keyof typeof chatEventSchemas;
export type ChatEventData<Name extends ChatEventName> = z.infer<(typeof chatEventSchemas)[Name]>;

type Streamed = Exclude<ChatEventName, "error">;
/** An event as the turn yields it and tRPC streams it: the data with the event's name in `type`. */
export type ChatEvent = { [Name in Streamed]: { type: Name } & ChatEventData<Name> }[Streamed];

/** Who and what a reply is: `meta` without the text so far. */
export type ReplyMeta = Omit<ChatEventData<"meta">, "content">;
