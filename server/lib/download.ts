import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A file the browser saves under its own name (a CSV export, the account's zip); never cached, it is personal. */
export function sendDownload(
  reply: FastifyReply,
  mediaType: string,
  filename: string,
  body: string | Buffer | Readable,
) {
  return reply
    .type(mediaType)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);
}
