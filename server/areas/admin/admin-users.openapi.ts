import { z } from "zod";
import {
  adminPaymentsExportInput,
  adminPaymentsInput,
  adminUpdateUserInput,
  adminUsersExportInput,
  adminUsersInput,
  idInput,
} from "../../../shared/admin";
import { LOCALES } from "../../../shared/locales";
import { roleSchema } from "../../../shared/role-schema";
import { EXAMPLE, EXAMPLE_PROFILE, messageResponse, timestamp } from "../../docs/common.schemas";
import { csvFile, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const adminUser = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema.describe("The stored role (a lapsed paid plan keeps it until `planExpiresAt`)."),
  planExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
  lastLogin: timestamp.nullable(),
  locale: z
    .string()
    .describe(`The language the person chose (${LOCALES.join(", ")}): their e-mails are written in it.`),
});

const { planStatus: _, ...ADMIN_USER } = EXAMPLE_PROFILE;

const paymentStatus = z.enum(["created", "completed", "failed", "refunded"]);

const SORT_NOTE =
  "`sort` names the column and `dir` the direction (`asc` or `desc`, default `desc`); rows with the same value keep their order by id.";

const CSV_NOTE =
  "Every row the filters match, not one page, in the list's order, in a file named for the day in India. UTF-8 with a byte-order mark, CRLF line ends, times in IST (+05:30); text that a spreadsheet would run as a formula (starting with = + - @) is prefixed with an apostrophe.";

const userPath = sample(z.object({ userId: idInput.shape.id }), { userId: EXAMPLE.userId });

export const ADMIN_USER_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/users",
    tag: "Administration",
    summary: "Users, newest first",
    description: `\`q\` matches name, username or e-mail (any case); \`role\` filters by the plan in force (a paid plan past its end is \`starter\`). ${SORT_NOTE}`,
    procedure: "admin.users",
    output: (answer) => answer.users,
    auth: "admin",
    query: sample(adminUsersInput, {
      q: "asha",
      role: "professional",
      sort: "planExpiresAt",
      dir: "asc",
      page: 1,
      pageSize: 20,
    }),
    response: ok("One page of users.", z.array(adminUser), [ADMIN_USER]),
    errors: { 400: "An invalid role, sort, direction, page or page size." },
  }),
  restOperation({
    method: "get",
    path: "/admin/users/export.csv",
    tag: "Administration",
    summary: "Users as CSV",
    description: `The filters and order of \`GET /admin/users\`. ${CSV_NOTE}`,
    procedure: "admin.exportUsers",
    auth: "admin",
    query: sample(adminUsersExportInput, { role: "professional", sort: "name", dir: "asc" }),
    response: csvFile(
      "A CSV file (`content-disposition: attachment`).",
      `\uFEFFName,Username,Email,Plan,Plan ends,Joined,Last login,ID\r\nAsha Rao,asha_rao,asha.rao@example.com,Professional,2025-07-12T15:14:51+05:30,2025-05-02T15:45:42+05:30,2025-06-12T15:00:05+05:30,${EXAMPLE.userId}\r\n`,
    ),
    errors: { 400: "An invalid role, sort or direction." },
  }),
  restOperation({
    method: "get",
    path: "/users/{userId}",
    tag: "Administration",
    summary: "One user",
    procedure: "admin.user",
    input: (request) => ({ id: request.params.userId }),
    auth: "admin",
    params: userPath,
    response: ok("The user.", adminUser, ADMIN_USER),
    errors: { 404: "No such user." },
  }),
  restOperation({
    method: "put",
    path: "/users/{userId}",
    tag: "Administration",
    summary: "Edit a user's name, username, e-mail and role",
    description: "A role set here has no end date, and applies on the user's next request.",
    procedure: "admin.updateUser",
    input: (request) => ({ ...(request.body as object), id: request.params.userId }),
    auth: "admin",
    params: userPath,
    body: sample(adminUpdateUserInput.omit({ id: true }), {
      name: "Asha Rao",
      username: "asha_rao",
      email: "asha.rao@example.com",
      role: "enterprise",
    }),
    response: ok("Saved (and audited).", z.object({ message: z.string(), user: adminUser }), {
      message: "User updated successfully",
      user: { ...ADMIN_USER, role: "enterprise", planExpiresAt: null },
    }),
    errors: { 400: "A bad e-mail or role.", 404: "No such user.", 409: "The username or e-mail is taken." },
  }),
  restOperation({
    method: "delete",
    path: "/users/delete",
    tag: "Administration",
    summary: "Delete a user",
    description:
      'The same erasure as `DELETE /api/users/me` (see the README, "My data"): everything of the person\'s goes at once, their sessions end on every instance, payments stay without the person (shown as `Deleted user`), and the person gets the same confirmation e-mail.',
    procedure: "admin.deleteUser",
    input: (request) => ({ id: (request.body as { userId?: unknown } | null)?.userId }),
    auth: "admin",
    body: sample(z.object({ userId: idInput.shape.id }), { userId: EXAMPLE.userId }),
    response: ok("Deleted (and audited).", messageResponse, { message: "User deleted successfully" }),
    errors: { 404: "No such user." },
  }),
  restOperation({
    method: "get",
    path: "/admin/payment-stats",
    tag: "Administration",
    summary: "Payment counts and revenue",
    procedure: "admin.paymentStats",
    auth: "admin",
    response: ok(
      "Counts over all payments; revenue in paise from completed ones.",
      z.object({
        totalPayments: z.number().int(),
        completedPayments: z.number().int(),
        failedPayments: z.number().int(),
        refundedPayments: z.number().int(),
        totalRevenue: z.number().int(),
        recentPayments: z.number().int().describe("Payments created in the last 30 days."),
        professionalPayments: z.number().int(),
        enterprisePayments: z.number().int(),
      }),
      {
        totalPayments: 318,
        completedPayments: 271,
        failedPayments: 41,
        refundedPayments: 6,
        totalRevenue: 7629900,
        recentPayments: 58,
        professionalPayments: 224,
        enterprisePayments: 47,
      },
    ),
  }),
  restOperation({
    method: "get",
    path: "/admin/payments",
    tag: "Administration",
    summary: "Payments, newest first",
    description: `\`q\` matches the payer's name, username or e-mail, or a Razorpay id; \`user\` (a user's id) keeps that user's payments. ${SORT_NOTE}`,
    procedure: "admin.payments",
    output: (answer) => answer.payments,
    auth: "admin",
    query: sample(adminPaymentsInput, { status: "completed", sort: "amount", dir: "desc", page: 1, pageSize: 20 }),
    response: ok(
      "One page of payments (amounts in paise).",
      z.array(
        z.object({
          _id: z.string(),
          userId: z
            .object({ _id: z.string(), name: z.string(), username: z.string() })
            .nullable()
            .describe("`null` once the user is deleted."),
          plan: roleSchema,
          amount: z.number().int(),
          currency: z.string(),
          status: paymentStatus,
          razorpayPaymentId: z.string().nullable(),
          razorpayOrderId: z.string(),
          createdAt: timestamp,
          paidAt: timestamp.nullable(),
          periodStart: timestamp.nullable().describe("When the plan this payment bought starts."),
          periodEnd: timestamp.nullable().describe("When it ends (null if the payment changed no plan)."),
          refundedAt: timestamp.nullable(),
          failureReason: z.string().nullable().describe("Why an order was not paid (Razorpay's words, or ours)."),
          coversFrom: timestamp
            .nullable()
            .describe("The stretch of the person's plan this payment pays for now: what a refund takes back."),
          coversUntil: timestamp.nullable(),
          convertedAt: timestamp.nullable().describe("When an upgrade converted its unused days into a higher plan."),
          convertedTo: roleSchema.nullable().describe("The plan they became."),
          subscriptionId: z
            .string()
            .nullable()
            .describe("The subscription this charge belongs to (null: paid once); its refund cancels it first."),
        }),
      ),
      [
        {
          _id: EXAMPLE.paymentId,
          userId: { _id: EXAMPLE.userId, name: "Asha Rao", username: "asha_rao" },
          plan: "professional",
          amount: 24900,
          currency: "INR",
          status: "completed",
          razorpayPaymentId: EXAMPLE.razorpayPaymentId,
          razorpayOrderId: EXAMPLE.orderId,
          createdAt: "2025-06-12T09:44:12.530Z",
          paidAt: "2025-06-12T09:44:51.377Z",
          periodStart: "2025-06-12T09:44:51.377Z",
          periodEnd: EXAMPLE.planExpiresAt,
          refundedAt: null,
          failureReason: null,
          coversFrom: "2025-06-12T09:44:51.377Z",
          coversUntil: EXAMPLE.planExpiresAt,
          convertedAt: null,
          convertedTo: null,
          subscriptionId: null,
        },
      ],
    ),
    errors: { 400: "An invalid status, sort, direction, page or page size." },
  }),
  restOperation({
    method: "get",
    path: "/admin/payments/export.csv",
    tag: "Administration",
    summary: "Payments as CSV",
    description: `The filters and order of \`GET /admin/payments\`. ${CSV_NOTE}`,
    procedure: "admin.exportPayments",
    auth: "admin",
    query: sample(adminPaymentsExportInput, { status: "completed", q: "asha", sort: "createdAt", dir: "desc" }),
    response: csvFile(
      "A CSV file (`content-disposition: attachment`), amounts in rupees.",
      `\uFEFFDate,User,Username,Email,Plan,Amount (INR),Status,Razorpay payment ID,Razorpay order ID,Paid at,Receipt,Period start,Period end,Refunded at,ID\r\n2025-06-12T15:14:12+05:30,Asha Rao,asha_rao,asha.rao@example.com,Professional,249.00,completed,${EXAMPLE.razorpayPaymentId},${EXAMPLE.orderId},2025-06-12T15:14:51+05:30,NG-000042,2025-06-12T15:14:51+05:30,2025-07-12T15:14:51+05:30,,${EXAMPLE.paymentId}\r\n`,
    ),
    errors: { 400: "An invalid status, sort or direction." },
  }),
  restOperation({
    method: "post",
    path: "/admin/payments/{id}/refund",
    tag: "Administration",
    summary: "Refund a payment in full",
    description:
      "Refunds the whole amount through Razorpay, then marks the payment refunded and takes back what it bought (README, \"Refunds\"): the part of its stretch of the plan still ahead (its own days, or the days of a higher plan an upgrade converted them into) comes off the plan's end, never below now (back to Starter when nothing is left); days other payments bought stay. Audited with the administrator's name; the customer is e-mailed. A subscription's charge: the subscription is cancelled at once in Razorpay first (503 and nothing refunded when Razorpay cannot), so nothing is charged again. Razorpay's `refund.processed` webhook for the same refund changes nothing more.",
    procedure: "admin.refundPayment",
    auth: "admin",
    params: sample(idInput, { id: EXAMPLE.paymentId }),
    response: ok(
      "Refunded.",
      z.object({
        message: z.string(),
        payment: z.object({
          _id: z.string(),
          status: z.literal("refunded"),
          refundedAt: timestamp,
          razorpayRefundId: z.string(),
        }),
      }),
      {
        message: "Refunded ₹249.00 to Asha Rao. Asha Rao is back on Starter.",
        payment: {
          _id: EXAMPLE.paymentId,
          status: "refunded",
          refundedAt: "2025-06-13T10:02:11.804Z",
          razorpayRefundId: "rfnd_QZ9a1bC2dE3fG4",
        },
      },
    ),
    errors: {
      400: "The payment is already refunded, or was never completed.",
      404: "No such payment.",
      502: "Razorpay refused the refund (its reason is in the message); nothing was changed.",
      503: "Razorpay could not be reached; nothing was changed.",
    },
  }),
  restOperation({
    method: "get",
    path: "/admin/billing-stats",
    tag: "Administration",
    summary: "Subscribers, recurring revenue, plans ending soon, revenue this month and last",
    description:
      "A subscriber has a bought plan in force (a paid plan with an end date after now). Monthly recurring revenue sums, per subscriber, what their subscription in force (active or pending) charges per month, a yearly one at a twelfth of its price, or, for a plan paid once, that plan's monthly price. Revenue in a month is what was paid in it less what was refunded in it, in India's calendar months (00:00 IST on the 1st). Amounts in paise.",
    procedure: "admin.billingStats",
    auth: "admin",
    response: ok(
      "The numbers.",
      z.object({
        activeSubscribers: z.number().int(),
        subscribersByPlan: z.object({ professional: z.number().int(), enterprise: z.number().int() }),
        monthlyRecurringRevenue: z.number().int(),
        workspaceRecurringRevenue: z
          .number()
          .int()
          .describe("Workspaces' seats in force per month (a yearly period at a twelfth), in paise: part of the MRR."),
        endingSoon: z.object({
          days: z.number().int(),
          count: z.number().int(),
          users: z
            .array(
              z.object({
                _id: z.string(),
                name: z.string(),
                email: z.string(),
                role: roleSchema,
                planExpiresAt: timestamp,
              }),
            )
            .describe("The first ten to end."),
        }),
        revenue: z.object({
          thisMonth: z.object({ from: timestamp, amount: z.number().int() }),
          lastMonth: z.object({ from: timestamp, amount: z.number().int() }),
        }),
      }),
      {
        activeSubscribers: 249,
        subscribersByPlan: { professional: 212, enterprise: 37 },
        monthlyRecurringRevenue: 7_495_100,
        workspaceRecurringRevenue: 299_500,
        endingSoon: {
          days: 7,
          count: 1,
          users: [
            {
              _id: EXAMPLE.userId,
              name: "Asha Rao",
              email: "asha.rao@example.com",
              role: "professional",
              planExpiresAt: EXAMPLE.planExpiresAt,
            },
          ],
        },
        revenue: {
          thisMonth: { from: "2025-05-31T18:30:00.000Z", amount: 2_640_600 },
          lastMonth: { from: "2025-04-30T18:30:00.000Z", amount: 3_012_300 },
        },
      },
    ),
  }),
]);
