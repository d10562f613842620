import { hmacHex } from "../../server/lib/hmac";
import { TEST_RAZORPAY, type TestApp } from "./app";

/** What Checkout signs: the order and payment ids under the key secret. */
export const signPayment = (orderId: string, paymentId: string) =>
  hmacHex(TEST_RAZORPAY.keySecret, `${orderId}|${paymentId}`);

/** Delivers a webhook as Razorpay does: the body signed byte for byte, with its event id. */
export function sendWebhook(
  t: TestApp,
  event: string | object,
  eventId: string,
  secret: string = TEST_RAZORPAY.webhookSecret,
) {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/payment/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(secret, body),
      "x-razorpay-event-id": eventId,
    },
    payload: body,
  });
}
