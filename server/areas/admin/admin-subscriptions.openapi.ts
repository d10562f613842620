import { z } from "zod";
import { roleSchema } from "../../../shared/role-schema";
import { adminSubscriptionsInput, billingPeriodSchema, SUBSCRIPTION_STATES } from "../../../shared/subscriptions";
import { EXAMPLE, pageFields, timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

// The admin's Subscribers page over REST (issue #32, docs/product/subscriptions.md "Admin").
const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const state = z.enum(SUBSCRIPTION_STATES);
const person = {
  userId: z.string().nullable().describe("Null once the person is deleted (the subscription's money is kept)."),
  userName: z.string().nullable(),
  email: z.string().nullable(),
};
/** Whose subscription, of what, and what it charges: the fields a failed renewal and a list row share. */
const subscription = {
  ...person,
  plan: roleSchema,
  period: billingPeriodSchema,
  amount: z.number().int().describe("Per cycle, in paise."),
};
const SUBSCRIPTION_ID = "0196f3f0-2c4d-7e8f-9a1b-3c5d7e9f1a2b";
const EXAMPLE_SUBSCRIPTION = {
  userId: EXAMPLE.userId,
  userName: "Asha Rao",
  email: "asha.rao@example.com",
  plan: "professional",
  period: "monthly",
  amount: 24_900,
} as const;

export const ADMIN_SUBSCRIPTION_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/subscriptions/overview",
    tag: "Administration",
    summary: "Subscriptions by state, recurring revenue, failed renewals this month, churn per month",
    description:
      "`byState` counts subscriptions per state; `cancelling` counts the active ones set to end at the cycle's end (they are in `active` too). `mrr` is the monthly recurring revenue of subscriptions in force (active, cancelling included, and pending), a yearly one at a twelfth of its price, in paise. `failedThisMonth`: subscriptions whose latest renewal failed in this calendar month in India (00:00 IST on the 1st), newest first, at most 100, with Razorpay's reason. `churn`: the last 12 months in India, oldest first: subscriptions a person or an administrator cancelled in the month (not those replaced by an upgrade, a switch or a resume), and those in force at the month's start.",
    procedure: "admin.subscriptions.overview",
    auth: "admin",
    response: ok(
      "The figures.",
      z.object({
        byState: z.record(z.enum([...SUBSCRIPTION_STATES, "cancelling"]), z.number().int()),
        mrr: z.number().int(),
        failedThisMonth: z.array(
          z.object({
            subscriptionId: z.string(),
            ...subscription,
            failedAt: timestamp,
            reason: z.string().nullable().describe("Razorpay's words, when it gave any."),
            status: state.describe("The subscription's state now (pending, halted, or active again)."),
          }),
        ),
        churn: z.array(
          z.object({
            month: z.string().describe("YYYY-MM, India's calendar month."),
            cancellations: z.number().int(),
            activeAtStart: z.number().int(),
          }),
        ),
      }),
      {
        byState: {
          created: 4,
          authenticated: 2,
          active: 212,
          pending: 3,
          halted: 1,
          cancelled: 19,
          completed: 0,
          cancelling: 7,
        },
        mrr: 6_181_417,
        failedThisMonth: [
          {
            subscriptionId: SUBSCRIPTION_ID,
            ...EXAMPLE_SUBSCRIPTION,
            failedAt: EXAMPLE.updatedAt,
            reason: "Payment failed due to insufficient balance",
            status: "pending",
          },
        ],
        churn: [
          { month: "2025-05", cancellations: 5, activeAtStart: 198 },
          { month: "2025-06", cancellations: 2, activeAtStart: 207 },
        ],
      },
    ),
  }),
  restOperation({
    method: "get",
    path: "/admin/subscriptions",
    tag: "Administration",
    summary: "Subscriptions, newest first, 20 a page",
    description:
      "`state` is a subscription state, `cancelling` (active, set to end at the cycle's end) or `all` (the default).",
    procedure: "admin.subscriptions.list",
    auth: "admin",
    query: sample(adminSubscriptionsInput, { state: "pending", page: 1 }),
    // The page arrives as text; a page that is not a number is refused by the input's own check (400).
    input: (request) => ({
      ...request.query,
      ...(typeof request.query.page === "string" ? { page: Number(request.query.page) } : {}),
    }),
    response: ok(
      "One page of subscriptions.",
      z.object({
        rows: z.array(
          z.object({
            id: z.string(),
            razorpaySubscriptionId: z.string(),
            ...subscription,
            status: state,
            cancelAtCycleEnd: z.boolean(),
            currentEnd: timestamp.nullable().describe("The end of the period paid for."),
            nextChargeAt: timestamp.nullable().describe("Null when no charge will come: cancelling, halted, ended."),
            method: z.string().nullable().describe("upi, card, emandate or nach."),
            createdAt: timestamp,
          }),
        ),
        ...pageFields,
      }),
      {
        rows: [
          {
            id: SUBSCRIPTION_ID,
            razorpaySubscriptionId: "sub_QZ8b2cD3eF4gH5",
            ...EXAMPLE_SUBSCRIPTION,
            status: "pending",
            cancelAtCycleEnd: false,
            currentEnd: "2025-06-12T07:20:44.019Z",
            nextChargeAt: "2025-06-13T07:20:44.019Z",
            method: "upi",
            createdAt: "2025-05-12T07:20:44.019Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    ),
    errors: { 400: "An unknown state or an invalid page." },
  }),
]);
