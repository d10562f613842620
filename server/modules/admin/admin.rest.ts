import type { FastifyInstance, FastifyReply } from "fastify";

type Body = never;
type WithId = { Params: { id: string } };
type WithUserId = { Params: { userId: string } };
type WithSessionId = { Params: { sessionId: string } };

/** A CSV export as a download the browser saves under its own name. */
function sendCsv(reply: FastifyReply, file: { filename: string; csv: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "no-store")
    .send(file.csv);
}

/** The documented admin paths (SPEC §7, DESIGN §5); they take the admin token. */
export async function adminRest(app: FastifyInstance) {
  app.post("/admin/login", (req) => req.api.admin.login(req.body as Body));
  app.post("/admin/login/mfa", (req) => req.api.admin.loginMfa(req.body as Body));
  app.post("/admin/login/mfa/enrol", (req) => req.api.admin.loginEnrolBegin(req.body as Body));
  app.post("/admin/login/mfa/enrol/confirm", (req) => req.api.admin.loginEnrolConfirm(req.body as Body));
  app.post("/admin/logout", (req) => req.api.admin.logout());
  app.post("/admin/refresh", (req) => req.api.admin.refresh());
  app.get("/admin/profile", (req) => req.api.admin.profile());
  app.put("/admin/profile", (req) => req.api.admin.updateProfile(req.body as Body));
  app.put("/admin/change-password", (req) => req.api.admin.changePassword(req.body as Body));
  app.get("/admin/sessions", (req) => req.api.admin.sessions.list());
  app.post("/admin/sessions/end-others", (req) => req.api.admin.sessions.endOthers());
  app.delete<WithSessionId>("/admin/sessions/:sessionId", (req) => req.api.admin.sessions.end(req.params));
  app.get("/admin/stats", (req) => req.api.admin.stats());
  // The spec's list of users; ?q=&role=&page=&pageSize= narrow it.
  app.get("/admin/users", async (req) => (await req.api.admin.users(req.query as Body)).users);
  app.get("/admin/users/export.csv", async (req, reply) =>
    sendCsv(reply, await req.api.admin.exportUsers(req.query as Body)),
  );
  app.get("/admin/billing-stats", (req) => req.api.admin.billingStats());
  app.get<WithUserId>("/users/:userId", (req) => req.api.admin.user({ id: req.params.userId }));
  app.put<WithUserId>("/users/:userId", (req) =>
    req.api.admin.updateUser({ ...(req.body as object), id: req.params.userId } as Body),
  );
  app.delete("/users/delete", (req) =>
    req.api.admin.deleteUser({ id: (req.body as { userId?: string } | null)?.userId } as Body),
  );
  app.get("/admin/payment-stats", (req) => req.api.admin.paymentStats());
  app.get("/admin/payments", async (req) => (await req.api.admin.payments(req.query as Body)).payments);
  app.get("/admin/payments/export.csv", async (req, reply) =>
    sendCsv(reply, await req.api.admin.exportPayments(req.query as Body)),
  );
  app.post<WithId>("/admin/payments/:id/refund", (req) => req.api.admin.refundPayment({ id: req.params.id }));
  app.get("/admin/models", (req) => req.api.admin.models.list());
  app.post("/admin/models", async (req, reply) =>
    reply.status(201).send(await req.api.admin.models.create(req.body as Body)),
  );
  app.put<WithId>("/admin/models/:id", (req) =>
    req.api.admin.models.update({ ...(req.body as object), id: req.params.id } as Body),
  );
  app.delete<WithId>("/admin/models/:id", (req) => req.api.admin.models.delete({ id: req.params.id }));
  app.get("/admin/contact-messages", (req) => req.api.admin.contactMessages(req.query as Body));
  app.get("/admin/audit-log", (req) => req.api.admin.auditLog(req.query as Body));
}
