import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors";
import type { Services } from "../../services";
import { bearerToken } from "../../trpc/context";

type Body = never;

/** "My data": GET /api/users/export and DELETE /api/users/me (issue #17). */
export async function accountRest(app: FastifyInstance, options: { services: Services }) {
  const { sessions, account } = options.services;

  // A zip, not JSON: the service streams it, so this route authenticates like a procedure would and sends bytes.
  app.get("/users/export", async (req, reply) => {
    const viewer = await sessions.authenticateUser(bearerToken(req));
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Authentication required. Please log in again.");
    const file = await account.export(viewer.id);
    return reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "no-store")
      .send(file.stream);
  });

  app.delete("/users/me", (req) => req.api.account.delete(req.body as Body));
}
