import type { FastifyInstance } from "fastify";

type WithSessionId = { Params: { sessionId: string } };

/** The person's sessions under /api/users (issue #17), as thin calls of the sessions procedures. */
export async function sessionsRest(app: FastifyInstance) {
  app.get("/users/sessions", (req) => req.api.sessions.list());
  app.post("/users/sessions/end-others", (req) => req.api.sessions.endOthers());
  app.delete<WithSessionId>("/users/sessions/:sessionId", (req) => req.api.sessions.end(req.params));
}
