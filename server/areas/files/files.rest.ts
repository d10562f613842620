import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../../shared/files";
import { englishText, say } from "../../../shared/server-messages";
import { requireUser } from "../../core/context";
import { AppError } from "../../core/errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { sendStoredFile } from "./file-reply";
import { FILE_CONTENT, FILE_DELETE, FILE_UPLOAD } from "./files.openapi";
import type { FilesService } from "./files.service";

const noFile = () => new AppError("BAD_REQUEST", say("files.noFile"));

/**
 * The files routes (issue #30), in their own plugin scope so the multipart parser applies to the upload
 * only; every other /api body stays JSON.
 */
export async function filesRest(
  app: FastifyInstance,
  options: { files: FilesService; sessions: Pick<SessionService, "authenticateUser"> },
) {
  const { files, sessions } = options;
  await app.register(multipart, {
    // One file; past the largest type's limit the stream is cut (and the upload refused with that type's limit).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
  });

  handRoute(app, FILE_UPLOAD, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    if (!request.isMultipart()) throw noFile();
    const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
      throw new AppError("BAD_REQUEST", say("files.noFile"), { cause: error });
    });
    if (part?.fieldname !== "file") {
      part?.file.resume();
      throw noFile();
    }
    const uploaded = await files.upload(viewer, {
      stream: part.file,
      filename: part.filename,
      truncated: () => part.file.truncated,
    });
    return reply.status(201).send(uploaded);
  });

  handRoute(app, FILE_CONTENT, async (request, reply) => {
    const query = request.query as { expires?: string; signature?: string };
    const file = await files.content(request.params.id, query);
    return sendStoredFile(reply, file, "private, max-age=900");
  });

  handRoute(app, FILE_DELETE, async (request) => {
    const viewer = await requireUser(sessions, request);
    await files.remove(viewer, request.params.id);
    return { message: englishText("files.removed") };
  });
}
