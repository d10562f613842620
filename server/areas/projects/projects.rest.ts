import type { FastifyInstance } from "fastify";
import { requireUser } from "../../core/context";
import type { SessionService } from "../../core/session.service";
import { handRoute } from "../../docs/operation";
import { acceptUploads, incomingFile } from "../files";
import { PROJECT_FILE_UPLOAD } from "./projects.openapi";
import type { ProjectsService } from "./projects.service";

/**
 * A reference file's upload (issue #33), in its own plugin scope as POST /api/files is (files.rest.ts), so the
 * multipart parser applies to it only.
 */
export async function projectsRest(
  app: FastifyInstance,
  options: { projects: ProjectsService; sessions: Pick<SessionService, "authenticateUser"> },
) {
  const { projects, sessions } = options;
  await acceptUploads(app);

  handRoute(app, PROJECT_FILE_UPLOAD, async (request, reply) => {
    const viewer = await requireUser(sessions, request);
    const added = await projects.addFile(viewer, request.params.id, await incomingFile(request));
    return reply.status(201).send(added);
  });
}
