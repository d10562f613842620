import type { FastifyInstance } from "fastify";

type Body = never;

/** The documented /api/users paths (SPEC §7, DESIGN §5), as thin calls of the auth procedures. */
export async function authRest(app: FastifyInstance) {
  app.post("/users/pre-register", (req) => req.api.auth.preRegister(req.body as Body));
  app.post("/users/register", async (req, reply) =>
    reply.status(201).send(await req.api.auth.register(req.body as Body)),
  );
  app.post("/users/login", (req) => req.api.auth.login(req.body as Body));
  app.post("/users/login/mfa", (req) => req.api.auth.loginMfa(req.body as Body));
  app.post("/users/refresh", (req) => req.api.auth.refresh());
  app.post("/users/logout", (req) => req.api.auth.logout());
  app.post("/users/reset-password", (req) => req.api.auth.resetPassword(req.body as Body));
  app.get("/users/profile", (req) => req.api.auth.profile());
  app.put("/users/profile", (req) => req.api.auth.updateProfile(req.body as Body));
  app.put("/users/change-password", (req) => req.api.auth.changePassword(req.body as Body));
}
