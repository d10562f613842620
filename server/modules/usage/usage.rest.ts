import type { FastifyInstance } from "fastify";

/** Today's credits for the signed-in user (the chat header's meter, for scripts). */
export async function usageRest(app: FastifyInstance) {
  app.get("/usage", (req) => req.api.usage.today());
}
