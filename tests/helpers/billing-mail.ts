import { expect } from "vitest";
import { receiptLabel } from "../../shared/billing";
import type { TestApp } from "./app";
import { signPayment } from "./payments";
import type { SinkMessage } from "./smtp-sink";

interface Purchase {
  plan?: "professional" | "enterprise";
  /** Runs with the pending payment's id, between the order and the payment. */
  beforeVerify?: (paymentId: string) => Promise<void>;
  /** Sent with both calls besides the token (a page's language cookie, say). */
  headers?: Record<string, string>;
}

/** Buys a plan (Professional unless told) through Checkout and verify, as the browser does; returns the completed payment with its receipt label. */
export async function buyThroughCheckout(
  t: TestApp,
  token: string,
  { plan = "professional", beforeVerify, headers = {} }: Purchase = {},
) {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  const order = await post("/api/payment/order", { plan });
  expect(order.statusCode, order.body).toBe(200);
  const orderId = order.json().orderId as string;
  if (beforeVerify)
    await beforeVerify((await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } })).id);
  const paymentId = t.razorpay.pay(orderId);
  const verify = {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(orderId, paymentId),
  };
  const verified = await post("/api/payment/verify", verify);
  expect(verified.statusCode, verified.body).toBe(200);
  const payment = await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
  return { ...payment, label: receiptLabel(payment.receiptNumber ?? 0), verify };
}

/** A mail to `email` whose subject holds `subject`. */
export const mailTo = (email: string, subject: string) => (message: SinkMessage) =>
  message.to.includes(email.toLowerCase()) && message.subject.includes(subject);

/** "23 November 2026": a date in India with the given month names, worked out here rather than with the app's formatter. */
export function indiaDate(date: Date, months: readonly string[]): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
