import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../../shared/files";
import { say } from "../../../shared/server-messages";
import { requireUser } from "../../core/context";
import { AppError } from "../../core/errors";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { PROJECT_FILE_UPLOAD } from "./projects.openapi";
import type { ProjectsService } from "./projects.service";

const noFile = () => new AppError("BAD_REQUEST", say("files.noFile"));

/**
 * A reference file's upload (issue #33), in its own plugin scope as POST /api/files is (files.rest.ts), so the
 * multipart parser applies to it only.
 */
export async function projectsRest(
  app: FastifyInstance,
  options: { projects: ProjectsService; sessions: Pick<SessionService, "authenticateUser"> },
) {
  const { projects, sessions } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
  });

  handRoute(app, PROJECT_FILE_UPLOAD, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    if (!request.isMultipart()) throw noFile();
    const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
      throw new AppError("BAD_REQUEST", say("files.noFile"), { cause: error });
    });
    if (part?.fieldname !== "file") {
      part?.file.resume();
      throw noFile();
    }
    const added = await projects.addFile(viewer, request.params.id, {
      stream: part.file,
      filename: part.filename,
      truncated: () => part.file.truncated,
    });
    return reply.status(201).send(added);
  });
}
