import type { FastifyInstance } from "fastify";

export async function contactRest(app: FastifyInstance) {
  app.post("/contact", async (req, reply) => reply.status(201).send(await req.api.contact.submit(req.body as never)));
}
