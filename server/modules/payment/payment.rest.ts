import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/errors";
import type { Services } from "../../services";
import { webhookEventSchema } from "./webhook-event";

type Body = never;

/** The documented /api/payment paths (SPEC §7, DESIGN §5). */
export async function paymentRest(app: FastifyInstance, options: { services: Services }) {
  app.post("/payment/order", (req) => req.api.payment.createOrder(req.body as Body));
  app.post("/payment/verify", (req) => req.api.payment.verify(req.body as Body));
  app.get("/payment/status", (req) => req.api.payment.status());
  app.get("/payment/history", (req) => req.api.payment.history());
  app.get<{ Params: { id: string } }>("/payment/receipts/:id", (req) => req.api.payment.receipt({ id: req.params.id }));
  app.post("/payment/simulate", (req) => req.api.payment.simulate(req.body as Body));
  await app.register(webhookRoute, options);
}

/**
 * Razorpay's webhook. Its own plugin scope, so the JSON parser that keeps the
 * raw bytes (the HMAC is over them, byte for byte) applies to this route only.
 */
async function webhookRoute(app: FastifyInstance, options: { services: Services }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post("/payment/webhook", async (req) => {
    const raw = req.body as Buffer;
    const payment = options.services.payment;
    if (!payment.webhookSignatureValid(raw, req.headers["x-razorpay-signature"] as string | undefined))
      throw new AppError("BAD_REQUEST", "Invalid webhook signature");
    const eventId = req.headers["x-razorpay-event-id"];
    if (typeof eventId !== "string" || !eventId)
      throw new AppError("BAD_REQUEST", "Missing x-razorpay-event-id header");
    let json: unknown;
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new AppError("BAD_REQUEST", "Malformed JSON in request body");
    }
    const event = webhookEventSchema.safeParse(json);
    if (!event.success)
      throw new AppError("BAD_REQUEST", "Malformed webhook event", {
        errors: event.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      });
    return payment.handleWebhook(eventId, event.data);
  });
}
