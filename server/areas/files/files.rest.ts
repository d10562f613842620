import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../../shared/files";
import { englishText, say } from "../../../shared/server-messages";
import { requireUser } from "../../core/context";
import { AppError } from "../../core/errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { FILE_CONTENT, FILE_DELETE, FILE_UPLOAD } from "./files.openapi";
import type { FilesService, IncomingFile } from "./files.service";

/** A file name as RFC 5987 wants it in `filename*`: percent-encoded, `'()*` too (encodeURIComponent leaves them). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const noFile = () => new AppError("BAD_REQUEST", say("files.noFile"));

/**
 * The multipart parser for one upload route's plugin scope (every other /api body stays JSON): one file;
 * past the largest type's limit the stream is cut (and the upload refused with that type's limit).
 */
export function acceptUploads(app: FastifyInstance) {
  return app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
  });
}

/** The one file of a multipart request, in the part `file`, as the files service takes it; else a 400. */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
    throw new AppError("BAD_REQUEST", say("files.noFile"), { cause: error });
  });
  if (part?.fieldname !== "file") {
    part?.file.resume();
    throw noFile();
  }
  return { stream: part.file, filename: part.filename, truncated: () => part.file.truncated };
}

/** The files routes (issue #30), in their own plugin scope so the multipart parser applies to the upload only. */
export async function filesRest(
  app: FastifyInstance,
  options: { files: FilesService; sessions: Pick<SessionService, "authenticateUser"> },
) {
  const { files, sessions } = options;
  await acceptUploads(app);

  handRoute(app, FILE_UPLOAD, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    const uploaded = await files.upload(viewer, await incomingFile(request));
    return reply.status(201).send(uploaded);
  });

  handRoute(app, FILE_CONTENT, async (request, reply) => {
    const query = request.query as { expires?: string; signature?: string };
    const file = await files.content(request.params.id, query);
    // The bytes are the person's, never the site's: no sniffing, no scripts, no same-origin powers.
    const disposition = file.kind === "image" ? "inline" : "attachment";
    return reply
      .header("content-type", file.mime === "text/plain" ? "text/plain; charset=utf-8" : file.mime)
      .header("content-length", String(file.bytes))
      .header("content-disposition", `${disposition}; filename*=UTF-8''${rfc5987(file.name)}`)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("cache-control", "private, max-age=900")
      .send(file.stream);
  });

  handRoute(app, FILE_DELETE, async (request) => {
    const viewer = await requireUser(sessions, request);
    await files.remove(viewer, request.params.id);
    return { message: englishText("files.removed") };
  });
}
