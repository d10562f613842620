import { describe, expect, it } from "vitest";
import { receiptLabel } from "../../shared/billing";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { sweepsQueued } from "../helpers/jobs";
import { capturedEvent, sendWebhook, signPayment } from "../helpers/payments";

// The sweep runs once at start and then hourly here: a receipt that arrives was queued by the payment itself.
// At most that first sweep has run; on a busy machine the receipt can arrive before it is even queued.
const t = setupTestApp({ razorpay: true, env: { BILLING_SWEEP_SECONDS: "3600" } });

async function order(token: string) {
  const response = await post(t, "/api/payment/order", { plan: "professional" }, token);
  expect(response.statusCode, response.body).toBe(200);
  const orderId = response.json().orderId as string;
  return { orderId, paymentId: t.razorpay.pay(orderId) };
}

async function receiptOf(orderId: string) {
  const payment = await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
  expect(payment.status).toBe("completed");
  return receiptLabel(payment.receiptNumber ?? 0);
}

const sweepsRun = () => sweepsQueued(t.database.db);

describe("a receipt is queued by the payment that completes", () => {
  it("when verify completes it", async () => {
    const buyer = await signUp(t);
    const { orderId, paymentId } = await order(buyer.token);
    const verify = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(orderId, paymentId),
    };
    expect((await post(t, "/api/payment/verify", verify, buyer.token)).statusCode).toBe(200);
    const label = await receiptOf(orderId);
    await t.mail.until((message) => message.subject.includes(`receipt ${label}`), 1, 10_000);
    expect(await sweepsRun()).toBeLessThanOrEqual(1);
  });

  it("when the webhook completes it (the buyer closed the tab after paying)", async () => {
    const buyer = await signUp(t);
    const { orderId, paymentId } = await order(buyer.token);
    const captured = capturedEvent(orderId, paymentId);
    expect((await sendWebhook(t, captured, `evt_${orderId}`)).json()).toEqual({ status: "processed" });
    const label = await receiptOf(orderId);
    await t.mail.until((message) => message.subject.includes(`receipt ${label}`), 1, 10_000);
    expect(await sweepsRun()).toBeLessThanOrEqual(1);
  });
});
