import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { chatSendInput, messageIdInput } from "../../../shared/chat";
import type { ChatEventData, ChatEventName } from "../../../shared/chat-events";
import { requireUser } from "../../core/context";
import { toHttpError } from "../../core/http-errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { openEventStream } from "../../lib/event-stream";
import { CHAT_FOLLOW, CHAT_STREAM, CHAT_WHOLE_REPLY } from "./chat.openapi";
import type { ChatEvent, ChatService } from "./chat.service";
import { wholeReply } from "./whole-reply";

/** Aborted when the client disconnects before the response is finished. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's "close" (not the request's, which fires once the body is read).
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort(new DOMException("client disconnected", "AbortError"));
  });
  return controller.signal;
}

interface ChatRestOptions {
  chat: ChatService;
  sessions: Pick<SessionService, "authenticateUser">;
}

/** Server-sent events: meta, delta…, done — or error (docs/architecture.md#interfaces). */
async function streamEvents(request: FastifyRequest, reply: FastifyReply, turn: AsyncIterator<ChatEvent>) {
  // The first event (or a 400/403/404) comes before any byte is sent, so
  // refusals keep their HTTP status.
  const first = await turn.next();
  const raw = openEventStream(reply);
  raw.flushHeaders();
  try {
    for (let next = first; !next.done; next = await turn.next()) {
      const event = next.value;
      if (event.type === "delta") raw.write(sseDelta(event.content));
      else {
        const { type, ...data } = event;
        raw.write(sse(type, data));
      }
    }
  } catch (error) {
    const http = toHttpError(error);
    if (http.unexpected) request.log.error({ err: error }, "chat stream failed");
    const code = typeof http.extra?.code === "string" ? { code: http.extra.code } : {};
    raw.write(
      sse("error", {
        error: http.message,
        ...(http.details ? { details: http.details } : {}),
        status: http.status,
        ...code,
      }),
    );
  } finally {
    raw.end();
  }
}

/** One server-sent event, its data typed by the event's schema in shared/chat-events.ts. */
const sse = <Name extends ChatEventName>(event: Name, data: ChatEventData<Name>) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
/** The same bytes as sse("delta", { content }), without copying the event per token. */
const sseDelta = (content: string) => `event: delta\ndata: {"content":${JSON.stringify(content)}}\n\n`;

/**
 * The chat's streaming routes; the rest of /api/chat comes from the table of operations. Errors:
 * sendChatError, set by the parent scope. A turn takes the straight road: the person from the
 * session cache, the body checked by the shared schema, then the chat area's turn, with no tRPC
 * caller between (docs/architecture.md#a-chat-turns-road).
 */
export async function chatRest(app: FastifyInstance, options: ChatRestOptions) {
  const { chat, sessions } = options;

  async function startTurn(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await requireUser(sessions, request);
    const input = chatSendInput.parse(request.body);
    return chat.send(viewer, input, abortOnDisconnect(reply));
  }

  /** The whole reply at once (the spec's call). */
  handRoute(app, CHAT_WHOLE_REPLY, async (request, reply) => {
    return wholeReply(await startTurn(request, reply));
  });

  /** The reply as server-sent events. It belongs to the server: disconnecting does not stop it (POST …/stop does). */
  handRoute(app, CHAT_STREAM, async (request, reply) => streamEvents(request, reply, await startTurn(request, reply)));

  /** A reply read again from where it is: what arrived so far, then the rest as it comes. */
  handRoute(app, CHAT_FOLLOW, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    const { messageId } = messageIdInput.parse(request.params);
    const events = await chat.follow(viewer, messageId, abortOnDisconnect(reply));
    return streamEvents(request, reply, events);
  });
}
