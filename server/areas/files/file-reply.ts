import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A file name as RFC 5987 wants it in `filename*`: percent-encoded, `'()*` too (encodeURIComponent leaves them). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface StoredFile {
  stream: Readable;
  kind: "image" | "document";
  mime: string;
  name: string;
  bytes: number;
}

/**
 * Sends a stored file's bytes (a signed address, or a share link's file): the bytes are the person's, never the
 * site's, so no sniffing, no scripts, no same-origin powers (docs/product/files.md#who-may-see-a-file).
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, cacheControl: string) {
  const disposition = file.kind === "image" ? "inline" : "attachment";
  return reply
    .header("content-type", file.mime === "text/plain" ? "text/plain; charset=utf-8" : file.mime)
    .header("content-length", String(file.bytes))
    .header("content-disposition", `${disposition}; filename*=UTF-8''${rfc5987(file.name)}`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "sandbox; default-src 'none'")
    .header("cache-control", cacheControl)
    .send(file.stream);
}
