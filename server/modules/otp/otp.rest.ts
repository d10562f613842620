import type { FastifyInstance } from "fastify";

type Body = never;

/** The documented /api/otp paths (SPEC §7). */
export async function otpRest(app: FastifyInstance) {
  app.post("/otp/resend-otp", (req) => req.api.otp.resend(req.body as Body));
  app.post("/otp/send-password-reset-otp", (req) => req.api.otp.sendPasswordReset(req.body as Body));
  app.post("/otp/verify-otp", (req) => req.api.otp.verify(req.body as Body));
  app.post("/otp/resend-password-reset-otp", (req) => req.api.otp.resendPasswordReset(req.body as Body));
}
