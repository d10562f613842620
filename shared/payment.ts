import { z } from "zod";

export const paidPlanSchema = z.enum(["professional", "enterprise"], {
  error: (issue) =>
    issue.input === "starter"
      ? "Starter is free: there is nothing to pay"
      : "Unknown plan: choose professional or enterprise",
});

export const createOrderInput = z.object({ plan: paidPlanSchema });

/** What Razorpay Checkout hands back; the server trusts only the ids and checks the signature. */
export const verifyPaymentInput = z.object({
  razorpay_order_id: z
    .string({ error: "razorpay_order_id is required" })
    .trim()
    .min(1, "razorpay_order_id is required")
    .max(100),
  razorpay_payment_id: z
    .string({ error: "razorpay_payment_id is required" })
    .trim()
    .min(1, "razorpay_payment_id is required")
    .max(100),
  razorpay_signature: z
    .string({ error: "razorpay_signature is required" })
    .trim()
    .min(1, "razorpay_signature is required")
    .max(200),
  plan: z.string().optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInput>;

export const simulatePaymentInput = z.object({
  orderId: z.string().trim().min(1).max(100),
  outcome: z.enum(["success", "failure"]),
});

export const PAYMENT_TEXT = {
  orderFailed: "Payment failed. Please try again.",
  verificationFailed: "Payment verification failed. Please contact support.",
  success: (planName: string) => `Payment successful! You are now on the ${planName} plan.`,
} as const;
