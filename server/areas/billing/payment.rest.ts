import type { FastifyInstance } from "fastify";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import { handRoute } from "../../docs/operation";
import type { SentAsDocumented } from "../../docs/rest-operation";
import { PAYMENT_WEBHOOK } from "./payment.openapi";
import type { PaymentService } from "./payment.service";
import { webhookEventSchema } from "./webhook-event";

/**
 * Razorpay's webhook (the other /api/payment paths come from the table of operations). Its own plugin
 * scope, so the JSON parser that keeps the raw bytes (the HMAC is over them, byte for byte) applies to
 * this route only.
 */
export async function paymentRest(app: FastifyInstance, options: { services: { payment: PaymentService } }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  true satisfies SentAsDocumented<typeof PAYMENT_WEBHOOK, Awaited<ReturnType<PaymentService["handleWebhook"]>>>;
  handRoute(app, PAYMENT_WEBHOOK, async (req) => {
    const raw = req.body as Buffer;
    const payment = options.services.payment;
    if (!payment.webhookSignatureValid(raw, req.headers["x-razorpay-signature"] as string | undefined))
      throw new AppError("BAD_REQUEST", say("payment.invalidSignature"));
    const eventId = req.headers["x-razorpay-event-id"];
    if (typeof eventId !== "string" || !eventId) throw new AppError("BAD_REQUEST", say("payment.missingEventId"));
    let json: unknown;
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new AppError("BAD_REQUEST", say("request.malformedJson"));
    }
    const event = webhookEventSchema.safeParse(json);
    if (!event.success)
      throw new AppError("BAD_REQUEST", say("payment.malformedEvent"), {
        errors: event.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      });
    return payment.handleWebhook(eventId, event.data);
  });
}
