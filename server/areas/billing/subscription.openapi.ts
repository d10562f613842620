import { z } from "zod";
import { roleSchema } from "../../../shared/role-schema";
import { englishText } from "../../../shared/server-messages";
import {
  billingPeriodSchema,
  createSubscriptionInput,
  GRACE_DAYS,
  SUBSCRIPTION_STATES,
  simulateSubscriptionInput,
  verifySubscriptionInput,
} from "../../../shared/subscriptions";
import { EXAMPLE, planStatusSchema, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { subscriptionRouter } from "./subscription.router";

const { restOperation, table } = operationsOf<{ subscription: typeof subscriptionRouter }>();

const SUBSCRIPTION_ID = "sub_QZ9c4Hk2LmN8pR";
export const SUBSCRIPTION_ROW_ID = "0196f3d1-2a6b-7c4e-8f10-5b9d3e7a1c42";

const checkoutSchema = z.object({
  subscriptionId: z.string().describe("Razorpay's subscription id: Checkout's `subscription_id`."),
  keyId: z.string().describe("The public Razorpay key for Checkout."),
  simulated: z.boolean().describe("True in development without Razorpay keys: use /api/subscriptions/simulate."),
  plan: z.enum(["professional", "enterprise"]),
  planName: z.string(),
  period: billingPeriodSchema,
  amount: z.number().int().describe("Per cycle, in paise."),
  currency: z.string(),
  firstChargeAt: timestamp
    .nullable()
    .describe("The first charge when it is not at the checkout: the plan in force's end, or after credited days."),
  creditedDays: z.number().int().describe("Days of the new plan the running plan's unused time became."),
  replaces: z
    .object({ plan: roleSchema, period: billingPeriodSchema })
    .nullable()
    .describe(
      "The running subscription this one replaces once authorised (cancelled at once, or for a resume, at its end).",
    ),
  prefill: z.object({ name: z.string(), email: z.string() }),
});

const CHECKOUT_EXAMPLE = {
  subscriptionId: SUBSCRIPTION_ID,
  keyId: "rzp_live_Q2w8ZkP4vN7xJd",
  simulated: false,
  plan: "professional" as const,
  planName: "Professional",
  period: "yearly" as const,
  amount: 249000,
  currency: "INR",
  firstChargeAt: null,
  creditedDays: 0,
  replaces: null,
  prefill: { name: "Asha Rao", email: "asha.rao@example.com" },
};

/** The person's subscription as the profile shows it (subscription.service.ts, SubscriptionView). */
export const subscriptionViewSchema = z.object({
  id: z.string(),
  plan: roleSchema,
  period: billingPeriodSchema,
  amount: z.number().int().describe("Per cycle, in paise."),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATES),
  cancelAtCycleEnd: z.boolean().describe("Auto-renewal cancelled: the plan runs to `currentEnd` and ends."),
  currentStart: timestamp.nullable(),
  currentEnd: timestamp.nullable().describe("The end of the cycle paid for, as Razorpay gives it."),
  nextChargeAt: timestamp.nullable().describe("Null when no charge will come (cancelling, halted, ended)."),
  graceUntil: timestamp
    .nullable()
    .describe(`While pending: the plan works until then (the cycle's end and ${GRACE_DAYS} days).`),
  method: z.string().nullable().describe("upi, card, emandate or nach."),
  shortUrl: z.string().nullable().describe("Razorpay's page to fix the payment method."),
  failureReason: z.string().nullable(),
  charges: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      paidAt: timestamp.nullable(),
      receiptNumber: z.number().int().nullable(),
      periodStart: timestamp.nullable(),
      periodEnd: timestamp.nullable(),
    }),
  ),
});

export const SUBSCRIPTION_VIEW_EXAMPLE = {
  id: SUBSCRIPTION_ROW_ID,
  plan: "professional" as const,
  period: "yearly" as const,
  amount: 249000,
  currency: "INR",
  status: "active" as const,
  cancelAtCycleEnd: false,
  currentStart: "2026-06-12T09:45:02.000Z",
  currentEnd: "2027-06-12T09:45:02.000Z",
  nextChargeAt: "2027-06-12T09:45:02.000Z",
  graceUntil: null,
  method: "upi",
  shortUrl: "https://rzp.io/i/Kq2vT8",
  failureReason: null,
  charges: [
    {
      id: EXAMPLE.paymentId,
      amount: 249000,
      currency: "INR",
      status: "completed",
      paidAt: "2026-06-12T09:45:05.118Z",
      receiptNumber: 42,
      periodStart: "2026-06-12T09:45:02.000Z",
      periodEnd: "2027-06-12T09:45:02.000Z",
    },
  ],
};

const CHECKOUT_RESULT = {
  razorpay_payment_id: EXAMPLE.razorpayPaymentId,
  razorpay_subscription_id: SUBSCRIPTION_ID,
  razorpay_signature: EXAMPLE.signature,
};

/** Subscriptions that renew themselves (docs/product/subscriptions.md): the twins of `subscription.*`. */
export const SUBSCRIPTION_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/subscriptions",
    tag: "Payments",
    summary: "Open a subscription that renews automatically",
    description:
      "Makes a Razorpay subscription on the plan's monthly or yearly price (a year costs ten months); open Checkout with `subscriptionId` to authorise the mandate (UPI Autopay, card or netbanking). Subscribing to the plan in force charges first when it ends; to a higher plan, its unused days are credited and charged after. From a running subscription (an upgrade, or the other period) the new one replaces it once authorised: Razorpay cannot change a mandate's amount. Asking again within 15 minutes returns the same subscription.",
    procedure: "subscription.create",
    auth: "user",
    body: sample(createSubscriptionInput, { plan: "professional", period: "yearly" }),
    response: ok("What Checkout needs.", checkoutSchema, CHECKOUT_EXAMPLE),
    errors: {
      400: "Already subscribed to this plan and period, or a plan below the caller's.",
      503: `Razorpay did not make the subscription (\`${englishText("subscription.createFailed")}\`).`,
    },
  }),
  restOperation({
    method: "post",
    path: "/subscriptions/verify",
    tag: "Payments",
    summary: "Confirm the subscription checkout and start the plan",
    description:
      "The signature is Razorpay's HMAC-SHA256 of `razorpay_payment_id|razorpay_subscription_id` with the key secret. Razorpay is then asked for the subscription and the payment; the first charge (when due now) is applied once, whether this call or the `subscription.charged` webhook comes first. Replays answer the same.",
    procedure: "subscription.verify",
    auth: "user",
    body: sample(verifySubscriptionInput, CHECKOUT_RESULT),
    response: ok(
      "The plan now in force.",
      z.object({
        role: roleSchema,
        planExpiresAt: timestamp.nullable(),
        planStatus: planStatusSchema,
        message: z.string(),
      }),
      {
        role: "professional",
        planExpiresAt: EXAMPLE.planExpiresAt,
        planStatus: "active",
        message: englishText("subscription.success", { plan: "Professional" }),
      },
    ),
    errors: {
      400: `\`${englishText("payment.verificationFailed")}\`: a bad signature, or not the caller's subscription; or the checkout was not finished.`,
      503: "Razorpay could not be asked to confirm the subscription, or the database is down.",
    },
  }),
  restOperation({
    method: "get",
    path: "/subscriptions/mine",
    tag: "Payments",
    summary: "The caller's subscription",
    description:
      "The newest one in force (after a resume, the new one whose first charge is the old one's end), else the latest that ended; null when none. Dates are Razorpay's.",
    procedure: "subscription.mine",
    auth: "user",
    response: ok(
      "The subscription and its charges, amounts in paise.",
      subscriptionViewSchema.nullable(),
      SUBSCRIPTION_VIEW_EXAMPLE,
    ),
  }),
  restOperation({
    method: "post",
    path: "/subscriptions/cancel",
    tag: "Payments",
    summary: "Cancel auto-renewal",
    description:
      "An active subscription is cancelled in Razorpay at the cycle's end: the plan runs to `currentEnd` and does not renew. One not charged yet, or pending, is cancelled at once; the plan keeps the days it has.",
    procedure: "subscription.cancel",
    auth: "user",
    response: ok("The subscription now.", subscriptionViewSchema, {
      ...SUBSCRIPTION_VIEW_EXAMPLE,
      cancelAtCycleEnd: true,
      nextChargeAt: null,
    }),
    errors: {
      400: `\`${englishText("subscription.nothingToCancel")}\``,
      503: `\`${englishText("subscription.cancelFailed")}\` Nothing was changed.`,
    },
  }),
  restOperation({
    method: "post",
    path: "/subscriptions/resume",
    tag: "Payments",
    summary: "Resume auto-renewal before the end",
    description:
      "Razorpay cannot reactivate a cancelled subscription, so this opens a new one for the same plan and period whose first charge is the cancelling one's end: authorise it through Checkout as after `POST /subscriptions`.",
    procedure: "subscription.resume",
    auth: "user",
    response: ok("What Checkout needs.", checkoutSchema, {
      ...CHECKOUT_EXAMPLE,
      firstChargeAt: "2027-06-12T09:45:02.000Z",
      replaces: { plan: "professional", period: "yearly" },
    }),
    errors: { 400: `\`${englishText("subscription.nothingToResume")}\`` },
  }),
  restOperation({
    method: "post",
    path: "/subscriptions/simulate",
    tag: "Payments",
    summary: "Development checkout: authorise a subscription without Razorpay",
    description:
      "Only without Razorpay keys outside production (404 otherwise). Returns what Checkout would, signed locally: send it to /api/subscriptions/verify. The simulated subscription starts at once for one cycle (or at its later start); nothing renews it by itself.",
    procedure: "subscription.simulate",
    auth: "user",
    body: sample(simulateSubscriptionInput, { subscriptionId: "sub_sim8f2c1a9e4b7d", outcome: "success" }),
    response: ok(
      "`success`: the Checkout result to verify; `failure`: nothing happens, as when Checkout is closed.",
      z.union([
        z.object({
          razorpay_payment_id: z.string(),
          razorpay_subscription_id: z.string(),
          razorpay_signature: z.string(),
        }),
        z.object({ failed: z.literal(true) }),
      ]),
      {
        ...CHECKOUT_RESULT,
        razorpay_subscription_id: "sub_sim8f2c1a9e4b7d",
        razorpay_payment_id: "pay_sim8f2c1a9e4b7d",
      },
    ),
    errors: { 404: "Razorpay keys are set (real checkout), or no such subscription of the caller's." },
  }),
]);
