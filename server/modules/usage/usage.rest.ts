import type { FastifyInstance } from "fastify";

/** Today's credits for the signed-in user (the chat header's meter), and the admin's cost report, for scripts. */
export async function usageRest(app: FastifyInstance) {
  app.get("/usage", (req) => req.api.usage.today());
  app.get("/admin/usage", (req) => req.api.admin.usage.report());
}
