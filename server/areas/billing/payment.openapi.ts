import { z } from "zod";
import { idInput } from "../../../shared/admin";
import {
  createOrderInput,
  OPEN_ORDER_MINUTES,
  OPEN_ORDERS_MAX,
  simulatePaymentInput,
  verifyPaymentInput,
} from "../../../shared/payment";
import { roleSchema } from "../../../shared/role-schema";
import { englishText } from "../../../shared/server-messages";
import { EXAMPLE, planStatusSchema, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { paymentRouter } from "./payment.router";

const { restOperation, handOperation, table } = operationsOf<{ payment: typeof paymentRouter }>();

const planInForce = z.object({ role: roleSchema, planExpiresAt: timestamp.nullable(), planStatus: planStatusSchema });

const paymentStatus = z.enum(["created", "completed", "failed", "refunded"]);

/** The parts of a Razorpay event the server reads (it is checked over its raw bytes, so nothing else is parsed). */
const webhookEvent = z.object({
  event: z
    .string()
    .describe(
      "`payment.captured`, `order.paid`, `payment.failed`, `refund.processed`, or a subscription's `subscription.authenticated|activated|charged|pending|halted|cancelled|completed` (docs/product/subscriptions.md); others are ignored.",
    ),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string(),
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
          error_description: z.string().optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string() }) }).optional(),
    subscription: z
      .object({
        entity: z.object({
          id: z.string(),
          status: z.string(),
          current_start: z.number().int().nullable(),
          current_end: z.number().int().nullable(),
          charge_at: z.number().int().nullable(),
          paid_count: z.number().int(),
        }),
      })
      .optional()
      .describe("Razorpay's subscription entity as it was at the event; never moves our state backwards."),
  }),
});

const historyRow = z.object({
  id: z.string(),
  createdAt: timestamp,
  plan: roleSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: paymentStatus,
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string().nullable(),
  paidAt: timestamp.nullable(),
  periodStart: timestamp
    .nullable()
    .describe("When the plan this payment bought starts (its old end, for an extension)."),
  periodEnd: timestamp.nullable().describe("When it ends. Null if the payment changed no plan."),
  creditedDays: z.number().int().describe("Days converted from the unused part of the plan an upgrade replaced."),
  receiptNumber: z.number().int().nullable().describe("In one continuous series; printed as NG-000042."),
  refundedAt: timestamp.nullable(),
  convertedAt: timestamp
    .nullable()
    .describe(
      "When an upgrade converted this payment's unused days into days of a higher plan: its period ends there.",
    ),
  convertedTo: roleSchema.nullable().describe("The plan its unused days became."),
});

const receiptSchema = z.object({
  id: z.string(),
  number: z.string().describe("The receipt number as printed."),
  issuedAt: timestamp,
  status: paymentStatus,
  refundedAt: timestamp.nullable(),
  plan: roleSchema,
  planName: z.string(),
  periodStart: timestamp.nullable(),
  periodEnd: timestamp.nullable(),
  creditedDays: z.number().int(),
  amount: z.number().int().describe("In paise, GST included when charged."),
  currency: z.string(),
  paymentId: z.string().nullable(),
  orderId: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  seller: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() }),
  tax: z
    .object({ ratePercent: z.number(), taxable: z.number().int(), tax: z.number().int(), gstin: z.string() })
    .nullable(),
  taxNote: z.string().describe('"GST not charged" unless the seller has a GSTIN and a rate.'),
});

const CHECKOUT_RESULT = {
  razorpay_order_id: EXAMPLE.orderId,
  razorpay_payment_id: EXAMPLE.razorpayPaymentId,
  razorpay_signature: EXAMPLE.signature,
};

/** POST /api/payment/webhook: Razorpay's, read as raw bytes (its route is payment.rest.ts's). */
export const PAYMENT_WEBHOOK = handOperation({
  method: "post",
  path: "/payment/webhook",
  tag: "Payments",
  summary: "Razorpay's webhook",
  description:
    "For Razorpay only: the HMAC-SHA256 of the raw body with `RAZORPAY_WEBHOOK_SECRET` must match. " +
    "Deduplicated by event id and safe in any order; a plan is granted only when the amount matches our order.",
  auth: "none",
  headers: [
    {
      name: "x-razorpay-signature",
      description: "Hex HMAC-SHA256 of the raw request body with the webhook secret.",
      example: EXAMPLE.signature,
    },
    {
      name: "x-razorpay-event-id",
      description: "Razorpay's id of the event: a redelivery answers `duplicate`.",
      example: "evt_QZ8nA1b2C3d4E5",
    },
  ],
  body: sample(webhookEvent, {
    event: "payment.captured",
    payload: {
      payment: {
        entity: {
          id: EXAMPLE.razorpayPaymentId,
          order_id: EXAMPLE.orderId,
          amount: 24900,
          currency: "INR",
          status: "captured",
        },
      },
    },
  }),
  rawBody: true,
  response: ok(
    "Received.",
    z.object({
      status: z
        .enum(["processed", "duplicate", "ignored"])
        .describe("`ignored`: an event type we do not act on, or not about one of our orders."),
    }),
    { status: "processed" },
  ),
  errors: { 400: "A bad signature, a missing event id, or malformed JSON." },
});

export const PAYMENT_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/payment/receipts/{id}",
    tag: "Payments",
    summary: "One of the caller's receipts",
    description: "Every completed payment has one, also e-mailed when it was paid.",
    procedure: "payment.receipt",
    auth: "user",
    params: sample(idInput, { id: EXAMPLE.paymentId }),
    response: ok("The receipt, amounts in paise.", receiptSchema, {
      id: EXAMPLE.paymentId,
      number: "NG-000042",
      issuedAt: "2026-06-12T09:45:02.118Z",
      status: "completed",
      refundedAt: null,
      plan: "professional",
      planName: "Professional",
      periodStart: "2026-06-12T09:45:02.118Z",
      periodEnd: "2026-07-12T09:45:02.118Z",
      creditedDays: 0,
      amount: 24900,
      currency: "INR",
      paymentId: EXAMPLE.razorpayPaymentId,
      orderId: EXAMPLE.orderId,
      customer: { name: "Asha Rao", email: "asha.rao@example.com" },
      seller: { name: "NexGen AI", address: "", gstin: null },
      tax: null,
      taxNote: "GST not charged",
    }),
    errors: { 404: "No completed payment of the caller's has this id." },
  }),
  restOperation({
    method: "post",
    path: "/payment/order",
    tag: "Payments",
    summary: "Create a Razorpay order for a paid plan",
    description: `The amount (paise) comes from the server's plan table. Open Razorpay Checkout with the answer. An order is open for ${OPEN_ORDER_MINUTES} minutes until paid: asking again for the same plan returns it (parallel requests included), and a new order replaces the caller's pending one.`,
    procedure: "payment.createOrder",
    auth: "user",
    body: sample(createOrderInput, { plan: "professional" }),
    response: ok(
      "The order, and what Checkout needs.",
      z.object({
        amount: z.number().int().describe("In paise."),
        currency: z.string(),
        planName: z.string(),
        orderId: z.string(),
        keyId: z.string().describe("The public Razorpay key for Checkout."),
        simulated: z.boolean().describe("True in development without Razorpay keys: use /api/payment/simulate."),
        prefill: z.object({ name: z.string(), email: z.string() }),
      }),
      {
        amount: 24900,
        currency: "INR",
        planName: "Professional",
        orderId: EXAMPLE.orderId,
        keyId: "rzp_live_Q2w8ZkP4vN7xJd",
        simulated: false,
        prefill: { name: "Asha Rao", email: "asha.rao@example.com" },
      },
    ),
    errors: {
      400: "Starter, an unknown plan, or a plan below the caller's.",
      429: `The caller already has ${OPEN_ORDERS_MAX} open orders (made in the last ${OPEN_ORDER_MINUTES} minutes and not paid); \`retry-after\` says when the oldest stops counting.`,
      503: `Razorpay did not create the order (\`${englishText("payment.orderFailed")}\`), or the database is down.`,
    },
  }),
  restOperation({
    method: "post",
    path: "/payment/verify",
    tag: "Payments",
    summary: "Confirm a payment after Checkout and grant the plan",
    description:
      "Works without a token; with one, the order must be the caller's. Replays answer the same with no " +
      "second effect. A paid plan lasts 30 days; buying the plan in force again extends it from its end.",
    procedure: "payment.verify",
    auth: "user-optional",
    body: sample(verifyPaymentInput, { ...CHECKOUT_RESULT, plan: "professional" }),
    response: ok("The plan now in force.", planInForce.extend({ message: z.string() }), {
      role: "professional",
      planExpiresAt: EXAMPLE.planExpiresAt,
      planStatus: "active",
      message: englishText("payment.success", { plan: "Professional" }),
    }),
    errors: {
      400: `\`${englishText("payment.verificationFailed")}\`: a bad signature, not our order or not the caller's, not captured, or the wrong amount.`,
      503: "Razorpay could not be asked to confirm the payment, or the database is down.",
    },
  }),
  restOperation({
    method: "get",
    path: "/payment/status",
    tag: "Payments",
    summary: "The caller's plan in force",
    description: 'A lapsed paid plan is `starter` with `planStatus: "expired"`.',
    procedure: "payment.status",
    auth: "user",
    response: ok("The plan in force.", planInForce, {
      role: "professional",
      planExpiresAt: EXAMPLE.planExpiresAt,
      planStatus: "active",
    }),
  }),
  restOperation({
    method: "get",
    path: "/payment/history",
    tag: "Payments",
    summary: "The caller's payments, newest first",
    procedure: "payment.history",
    auth: "user",
    response: ok(
      "Every order the caller made, amounts in paise. A completed payment has a receipt number and the period it bought.",
      z.array(historyRow),
      [
        {
          id: EXAMPLE.paymentId,
          createdAt: "2026-06-12T09:44:12.530Z",
          plan: "enterprise",
          amount: 59900,
          currency: "INR",
          status: "completed",
          razorpayOrderId: EXAMPLE.orderId,
          razorpayPaymentId: EXAMPLE.razorpayPaymentId,
          paidAt: "2026-06-12T09:45:02.118Z",
          periodStart: "2026-06-12T09:45:02.118Z",
          periodEnd: "2026-07-24T09:45:02.118Z",
          creditedDays: 12,
          receiptNumber: 42,
          refundedAt: null,
          convertedAt: null,
          convertedTo: null,
        },
      ],
    ),
  }),
  restOperation({
    method: "post",
    path: "/payment/simulate",
    tag: "Payments",
    summary: "Development checkout: pay or fail an order without Razorpay",
    description:
      "Only without Razorpay keys outside production (404 otherwise). Returns what Checkout would, signed " +
      "locally: send it to /api/payment/verify.",
    procedure: "payment.simulate",
    auth: "user",
    body: sample(simulatePaymentInput, { orderId: "order_sim_8f2c1a9e4b7d", outcome: "success" }),
    response: ok(
      "`success`: the Checkout result to verify; `failure`: the order is marked failed.",
      z.union([
        z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() }),
        z.object({ failed: z.literal(true) }),
      ]),
      { ...CHECKOUT_RESULT, razorpay_order_id: "order_sim_8f2c1a9e4b7d", razorpay_payment_id: "pay_sim_8f2c1a9e4b7d" },
    ),
    errors: { 404: "Razorpay keys are set (real checkout), or no such order of the caller's." },
  }),
  PAYMENT_WEBHOOK,
]);
