import type { FastifyInstance } from "fastify";
import type { Db } from "../../lib/db";

/** Liveness plus a real round trip to PostgreSQL, for load balancers and operators. */
export async function healthRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get("/healthz", async (req, reply) => {
    try {
      await options.db.$queryRaw`select 1`;
      return { status: "ok", database: "ok" };
    } catch (err) {
      req.log.warn({ err }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: "unreachable" });
    }
  });
}
