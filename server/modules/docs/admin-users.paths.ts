import { z } from "zod";
import { adminPaymentsInput, adminUpdateUserInput, adminUsersInput, idInput } from "../../../shared/admin";
import { roleSchema } from "../../../shared/roles";
import { EXAMPLE, EXAMPLE_PROFILE, messageResponse, timestamp } from "./common.schemas";
import { type ApiOperation, ok, sample } from "./operation";

const adminUser = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema.describe("The stored role (a lapsed paid plan keeps it until `planExpiresAt`)."),
  planExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
  lastLogin: timestamp.nullable(),
});

const { planStatus: _, ...ADMIN_USER } = EXAMPLE_PROFILE;

const userPath = sample(z.object({ userId: idInput.shape.id }), { userId: EXAMPLE.userId });

export const ADMIN_USER_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/admin/users",
    tag: "Administration",
    summary: "Users, newest first",
    description: "`q` matches name, username or e-mail (any case); `role` filters by plan.",
    procedure: "admin.users",
    auth: "admin",
    query: sample(adminUsersInput, { q: "asha", role: "professional", page: 1, pageSize: 20 }),
    response: ok("One page of users.", z.array(adminUser), [ADMIN_USER]),
    errors: { 400: "An invalid role, page or page size." },
  },
  {
    method: "get",
    path: "/users/{userId}",
    tag: "Administration",
    summary: "One user",
    procedure: "admin.user",
    auth: "admin",
    params: userPath,
    response: ok("The user.", adminUser, ADMIN_USER),
    errors: { 404: "No such user." },
  },
  {
    method: "put",
    path: "/users/{userId}",
    tag: "Administration",
    summary: "Edit a user's name, username, e-mail and role",
    description: "A role set here has no end date, and applies on the user's next request.",
    procedure: "admin.updateUser",
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
  },
  {
    method: "delete",
    path: "/users/delete",
    tag: "Administration",
    summary: "Delete a user",
    description: "Sessions and conversations go at once; payments stay (the user shown as `N/A`).",
    procedure: "admin.deleteUser",
    auth: "admin",
    body: sample(z.object({ userId: idInput.shape.id }), { userId: EXAMPLE.userId }),
    response: ok("Deleted (and audited).", messageResponse, { message: "User deleted successfully" }),
    errors: { 404: "No such user." },
  },
  {
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
  },
  {
    method: "get",
    path: "/admin/payments",
    tag: "Administration",
    summary: "Payments, newest first",
    description: "`q` matches the payer's name, username or e-mail, or a Razorpay id.",
    procedure: "admin.payments",
    auth: "admin",
    query: sample(adminPaymentsInput, { status: "completed", page: 1, pageSize: 20 }),
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
          status: z.enum(["created", "completed", "failed", "refunded"]),
          razorpayPaymentId: z.string().nullable(),
          razorpayOrderId: z.string(),
          createdAt: timestamp,
          paidAt: timestamp.nullable(),
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
        },
      ],
    ),
    errors: { 400: "An invalid status, page or page size." },
  },
];
