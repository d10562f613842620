import { z } from "zod";
import { plainText, requiredText } from "./text";

export const paidPlanSchema = z.enum(["professional", "enterprise"], {
  error: (issue) =>
    issue.input === "starter"
      ? "Starter is free: there is nothing to pay"
      : "Unknown plan: choose professional or enterprise",
});

export const createOrderInput = z.object({ plan: paidPlanSchema });

/** What Razorpay Checkout hands back; the server trusts only the ids and checks the signature. */
export const verifyPaymentInput = z.object({
  razorpay_order_id: requiredText("razorpay_order_id", { max: 100 }),
  razorpay_payment_id: requiredText("razorpay_payment_id", { max: 100 }),
  razorpay_signature: requiredText("razorpay_signature", { max: 200 }),
  plan: plainText("plan", { max: 40 }).optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInput>;

export const simulatePaymentInput = z.object({
  orderId: requiredText("orderId", { max: 100 }),
  outcome: z.enum(["success", "failure"]),
});

/** An order is open for this long after it is made, until paid: a click for the same plan gets it back. */
export const OPEN_ORDER_MINUTES = 15;
/** Open orders (made in the last OPEN_ORDER_MINUTES and not paid) a person may have before a new one is refused. */
export const OPEN_ORDERS_MAX = 3;

/** Labels the payment lists show (the server's texts about payments are in shared/server-messages.ts). */
export const PAYMENT_TEXT = {
  /** Where a payment that never took money would show its Razorpay payment id (history, admin list). */
  notCharged: "Not charged",
  /** A payment's period cut where an upgrade turned its unused days into the higher plan. */
  converted: (planName: string, on: string) => `Converted to ${planName} on ${on}`,
} as const;
