import type { FastifyInstance } from "fastify";

export async function catalogRest(app: FastifyInstance) {
  app.get("/models", async (req) => ({ models: await req.api.catalog.list() }));
}
