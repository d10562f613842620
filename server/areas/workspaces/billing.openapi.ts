import { z } from "zod";
import { englishText } from "../../../shared/server-messages";
import { billingPeriodSchema, SUBSCRIPTION_STATES } from "../../../shared/subscriptions";
import {
  seatsAddInput,
  seatsBuyInput,
  seatsNextInput,
  seatsSimulateInput,
  seatsVerifyOrderInput,
  seatsVerifySubscriptionInput,
  workspaceIdInput,
} from "../../../shared/workspace-seats";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { workspaceBillingRouter } from "./billing.router";

const { restOperation, table } = operationsOf<{ workspaceBilling: typeof workspaceBillingRouter }>();

const WORKSPACE_ID = "0196f5a0-1b2c-7d3e-8f40-5a6b7c8d9e0f";
const ORDER_ID = "order_QZ8d1Kf3MnP2sT";
const SUBSCRIPTION_ID = "sub_QZ9c4Hk2LmN8pR";
const path = sample(workspaceIdInput, { workspaceId: WORKSPACE_ID });
const ERRORS = {
  404: "Not a member of this workspace (`workspaces.notFound`).",
  403: "A member who is not the owner or an admin (`workspaces.managersOnly`).",
} as const;

const paymentSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe("In paise, GST included."),
  currency: z.string(),
  status: z.enum(["created", "completed", "failed", "refunded"]),
  seats: z.number().int().nullable().describe("Seats bought, or added."),
  seatsPeriod: billingPeriodSchema.nullable(),
  seatsAddition: z.boolean().describe("Seats added within the period, charged for its days left."),
  renews: z.boolean().describe("A charge of the workspace's subscription."),
  paidAt: timestamp.nullable(),
  periodStart: timestamp.nullable(),
  periodEnd: timestamp.nullable(),
  invoiceId: z.string().nullable().describe("The GST invoice, once issued (`/invoices/{id}`)."),
});

const overviewSchema = z.object({
  workspaceId: z.string(),
  name: z.string(),
  inForce: z.boolean().describe("Paid until a moment ahead and not suspended."),
  suspended: z.boolean(),
  seats: z.number().int().describe("Seats in force now (0 when none are)."),
  seatsBought: z.number().int().describe("Seats of the period bought, in force or not."),
  seatsNext: z.number().int().nullable().describe("Seats from the next renewal, when fewer were asked for."),
  period: billingPeriodSchema.nullable(),
  paidUntil: timestamp.nullable(),
  members: z.number().int(),
  pending: z.number().int().describe("Pending invitations: each holds a seat."),
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATES),
      quantity: z.number().int(),
      period: billingPeriodSchema,
      currentEnd: timestamp.nullable(),
      renews: z.boolean(),
      fixUrl: z
        .string()
        .nullable()
        .describe("Razorpay's page where the payment method is fixed, while a failed renewal is retried (`pending`)."),
    })
    .nullable(),
  payments: z.array(paymentSchema),
});

const OVERVIEW = {
  workspaceId: WORKSPACE_ID,
  name: "Lantern Analytics Pvt Ltd",
  inForce: true,
  suspended: false,
  seats: 5,
  seatsBought: 5,
  seatsNext: 4,
  period: "monthly" as const,
  paidUntil: "2026-12-29T06:30:00.000Z",
  members: 3,
  pending: 1,
  subscription: {
    status: "active" as const,
    quantity: 5,
    period: "monthly" as const,
    currentEnd: "2026-12-29T06:30:00.000Z",
    renews: true,
    fixUrl: null,
  },
  payments: [
    {
      id: "0196f5b1-3c4d-7e5f-8a60-7b8c9d0e1f2a",
      amount: 299500,
      currency: "INR",
      status: "completed" as const,
      seats: 5,
      seatsPeriod: "monthly" as const,
      seatsAddition: false,
      renews: true,
      paidAt: "2026-11-29T06:30:00.000Z",
      periodStart: "2026-11-29T06:30:00.000Z",
      periodEnd: "2026-12-29T06:30:00.000Z",
      invoiceId: null,
    },
  ],
};

const checkoutSchema = z.object({
  kind: z.enum(["order", "subscription"]).describe("Open Checkout with `order_id`, or with `subscription_id`."),
  amount: z.number().int().describe("In paise: the order's, or each cycle's (seats × the period's price)."),
  currency: z.string(),
  seats: z.number().int(),
  keyId: z.string(),
  simulated: z.boolean().describe("True in development without Razorpay keys: use `…/billing/simulate`."),
  prefill: z.object({ name: z.string(), email: z.string() }),
  orderId: z.string().optional(),
  subscriptionId: z.string().optional(),
});
const CHECKOUT = {
  kind: "order" as const,
  orderId: ORDER_ID,
  amount: 179700,
  currency: "INR",
  seats: 3,
  keyId: "rzp_live_Q2w8ZkP4vN7xJd",
  simulated: false,
  prefill: { name: "Asha Rao", email: "asha.rao@example.com" },
};
const paid = overviewSchema.extend({ message: z.string() });
const PAID = { ...OVERVIEW, message: englishText("seats.bought", { seats: 5 }) };
const BELOW = englishText("seats.belowHolders", { holders: 4, excess: 1 });

/** A workspace's seats (issue #35, docs/product/workspaces.md#buying-seats): the REST twins. */
export const WORKSPACE_BILLING_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/billing",
    tag: "Payments",
    summary: "A workspace's seats and payments",
    procedure: "workspaceBilling.overview",
    auth: "user",
    params: path,
    response: ok("Seats, their use, the period, the subscription, the payments.", overviewSchema, OVERVIEW),
    errors: ERRORS,
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/buy",
    tag: "Payments",
    summary: "Buy seats for a period",
    description:
      "Seats × Enterprise's price of the period (a year costs ten months): a Razorpay subscription whose `quantity` is the seats (`renew: true`) or one period paid once. Paid once while seats paid once are in force, it renews them from their end, for the next period's seats.",
    procedure: "workspaceBilling.buy",
    auth: "user",
    params: path,
    body: sample(seatsBuyInput.omit({ workspaceId: true }), { seats: 3, period: "monthly", renew: false }),
    response: ok("What Checkout needs.", checkoutSchema, CHECKOUT),
    errors: {
      ...ERRORS,
      400: "Seats not a whole number from 1 to 1000, an unknown period.",
      409: `Fewer seats than members and pending invitations (\`${BELOW}\`), a subscription already renewing, the workspace suspended, or a renewal of another period or number of seats.`,
      503: "Razorpay did not make the order or subscription.",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/add",
    tag: "Payments",
    summary: "Add seats now",
    description:
      "An order for added × the period's price × days left ÷ days in the period, rounded to the rupee (a day begun counts as left). Once paid the seats are in force at once, and a subscription's quantity changes for its next cycle.",
    procedure: "workspaceBilling.add",
    auth: "user",
    params: path,
    body: sample(seatsAddInput.omit({ workspaceId: true }), { seats: 2 }),
    response: ok("What Checkout needs.", checkoutSchema, { ...CHECKOUT, amount: 79900, seats: 2 }),
    errors: {
      ...ERRORS,
      409: "No seats in force, or the workspace suspended.",
      503: "Razorpay did not make the order.",
    },
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}/billing/seats-next",
    tag: "Payments",
    summary: "Seats from the next renewal",
    description:
      "Fewer seats take effect at the renewal (`seatsNext`); the seats in force cancel a removal. A subscription's quantity changes in Razorpay at its cycle's end in the same step.",
    procedure: "workspaceBilling.scheduleNext",
    auth: "user",
    params: path,
    body: sample(seatsNextInput.omit({ workspaceId: true }), { seats: 4 }),
    response: ok("The seats now.", overviewSchema, OVERVIEW),
    errors: {
      ...ERRORS,
      409: `Below members and pending invitations (\`${BELOW}\`), more than in force (add them instead), no seats in force, or Razorpay refused the change.`,
      503: "Razorpay did not answer: nothing changed.",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/stop-renewal",
    tag: "Payments",
    summary: "Stop the seats renewing automatically",
    description:
      "The subscription is cancelled in Razorpay at its cycle's end and the seats run to `paidUntil`; one not charged yet, or whose renewal Razorpay is retrying, is cancelled at once and the seats keep the days they have.",
    procedure: "workspaceBilling.stopRenewal",
    auth: "user",
    params: path,
    response: ok("The seats now.", paid, {
      ...OVERVIEW,
      seatsNext: null,
      subscription: { ...OVERVIEW.subscription, renews: false },
      message: englishText("seats.renewalStopped"),
    }),
    errors: {
      ...ERRORS,
      409: `Nothing renews automatically (\`${englishText("seats.nothingRenews")}\`).`,
      503: "Razorpay did not answer: nothing changed.",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/verify-order",
    tag: "Payments",
    summary: "Confirm a seats order's checkout",
    description:
      "The signature is Razorpay's HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id`; Razorpay then confirms the capture and the amount. The seats are applied once, whether this or the webhook comes first.",
    procedure: "workspaceBilling.verifyOrder",
    auth: "user",
    params: path,
    body: sample(seatsVerifyOrderInput.omit({ workspaceId: true }), {
      razorpay_order_id: ORDER_ID,
      razorpay_payment_id: EXAMPLE.razorpayPaymentId,
      razorpay_signature: EXAMPLE.signature,
    }),
    response: ok("The seats now.", paid, PAID),
    errors: {
      ...ERRORS,
      400: "A bad signature, an unknown order, a payment not captured.",
      503: "Razorpay did not answer.",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/verify-subscription",
    tag: "Payments",
    summary: "Confirm a seats subscription's checkout",
    description:
      "The signature is Razorpay's HMAC-SHA256 of `razorpay_payment_id|razorpay_subscription_id`; the first charge is applied once, whether this or the `subscription.charged` webhook comes first.",
    procedure: "workspaceBilling.verifySubscription",
    auth: "user",
    params: path,
    body: sample(seatsVerifySubscriptionInput.omit({ workspaceId: true }), {
      razorpay_subscription_id: SUBSCRIPTION_ID,
      razorpay_payment_id: EXAMPLE.razorpayPaymentId,
      razorpay_signature: EXAMPLE.signature,
    }),
    response: ok("The seats now.", paid, PAID),
    errors: {
      ...ERRORS,
      400: "A bad signature, an unknown subscription, a checkout not finished.",
      503: "Razorpay did not answer.",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/billing/simulate",
    tag: "Payments",
    summary: "Development checkout for seats",
    description:
      "Only without Razorpay keys: what Checkout would hand back for the order or subscription `id`, signed locally.",
    procedure: "workspaceBilling.simulate",
    auth: "user",
    params: path,
    body: sample(seatsSimulateInput.omit({ workspaceId: true }), { id: ORDER_ID, outcome: "success" }),
    response: ok(
      "Checkout's answer, or `{ failed: true }`.",
      z.object({
        failed: z.literal(true).optional(),
        razorpay_order_id: z.string().optional(),
        razorpay_subscription_id: z.string().optional(),
        razorpay_payment_id: z.string().optional(),
        razorpay_signature: z.string().optional(),
      }),
      {
        razorpay_order_id: ORDER_ID,
        razorpay_payment_id: EXAMPLE.razorpayPaymentId,
        razorpay_signature: EXAMPLE.signature,
      },
    ),
    errors: { ...ERRORS, 404: "With Razorpay keys set, or no such order or subscription." },
  }),
]);
