import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * Takes the response over from Fastify for server-sent events: the headers
 * the app set so far plus the ones proxies need to pass events through at
 * once (no buffering, no caching, no transforming).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  return raw;
}
