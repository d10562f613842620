import { hmacHex } from "../../server/lib/hmac";
import { TEST_RAZORPAY, type TestApp } from "./app";

/** What Checkout signs: the order and payment ids under the key secret. */
export const signPayment = (orderId: string, paymentId: string) =>
  hmacHex(TEST_RAZORPAY.keySecret, `${orderId}|${paymentId}`);

/** Razorpay's `payment.captured` event for a payment of an order (₹249, Professional, unless told). */
export const capturedEvent = (orderId: string, paymentId: string, amount = 24900) =>
  JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured" } } },
  });

/** A webhook delivery as Razorpay makes it: the body signed byte for byte, with its event id. */
export function webhookDelivery(event: string | object, eventId: string, secret: string = TEST_RAZORPAY.webhookSecret) {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  return {
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(secret, body),
      "x-razorpay-event-id": eventId,
    },
    body,
  };
}

/** Delivers a webhook to the app under test. */
export function sendWebhook(t: TestApp, event: string | object, eventId: string, secret?: string) {
  const { headers, body } = webhookDelivery(event, eventId, secret);
  return t.app.inject({ method: "POST", url: "/api/payment/webhook", headers, payload: body });
}
