import { z } from "zod";
import { adminChangePasswordInput, adminLoginInput, adminProfileInput, pageInput } from "../../shared/admin";
import { roleSchema } from "../../shared/role-schema";
import { mfaEnrolInput, mfaLoginInput } from "../../shared/two-factor";
import { mfaStepResponse } from "./accounts.paths";
import { EXAMPLE, messageResponse, pageFields, timestamp, tokenResponse } from "./common.schemas";
import { type ApiOperation, ok, restOperation, sample } from "./operation";

const adminSessionResponse = z.object({ token: z.string(), _id: z.string(), name: z.string(), username: z.string() });
const ADMIN_SESSION_EXAMPLE = { token: EXAMPLE.token, _id: EXAMPLE.adminId, name: "Ops Team", username: "ops" };

/** ADMIN_REQUIRE_2FA: the password was right, but the administrator must set up two-factor first. */
const mfaEnrolmentStepResponse = z.object({
  mfaEnrolmentRequired: z.literal(true),
  mfaToken: z.string().describe("Good for 5 minutes, only for the `/login/mfa/enrol` steps."),
  message: z.string(),
});

const enrolmentResponse = z.object({
  secret: z.string().describe("The key in base32, for typing into the app by hand."),
  otpauthUri: z.string().describe("`otpauth://totp/…` (SHA-1, 6 digits, 30 s), what the QR code holds."),
  qrCode: z.string().describe("The URI as a QR code: a PNG data URL."),
});
const ENROLMENT_EXAMPLE = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUri:
    "otpauth://totp/NexGen%20AI:ops?issuer=NexGen%20AI&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
  qrCode: "data:image/png;base64,iVBORw0KGgo...",
};

const money = {
  messages: z.number().int().describe("Replies, web and API together."),
  costMicroUsd: z.number().describe("Millionths of a US dollar, web and API together."),
  costPaise: z.number().int().describe("The cost in paise at `inrPaisePerUsd`."),
  apiMessages: z.number().int().describe("The replies of `messages` made through `/v1`."),
  apiCostMicroUsd: z.number().describe("The part of `costMicroUsd` spent through `/v1`."),
  apiCostPaise: z.number().int().describe("The part of `costPaise` spent through `/v1`."),
};

const usageReport = z.object({
  from: z.string().describe("The first day, YYYY-MM-DD (IST)."),
  to: z.string().describe("Today, YYYY-MM-DD (IST)."),
  inrPaisePerUsd: z.number().int(),
  apiShare: z.number().describe("The API's share of the period's cost, 0 to 1."),
  days: z.array(z.object({ day: z.string(), tokens: z.number(), revenuePaise: z.number(), ...money })),
  plans: z.array(
    z.object({
      plan: roleSchema,
      payments: z.number().int(),
      revenuePaise: z.number(),
      marginPaise: z.number().describe("Revenue less cost."),
      ...money,
    }),
  ),
  topUsers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), ...money })),
  models: z.array(z.object({ model: z.string(), modelName: z.string(), tokens: z.number(), ...money })),
});

const USAGE_REPORT = {
  from: "2026-10-25",
  to: "2026-11-23",
  inrPaisePerUsd: 8400,
  apiShare: 0.12,
  days: [
    {
      day: "2026-11-23",
      messages: 1840,
      tokens: 2_310_000,
      costMicroUsd: 412_000,
      costPaise: 3461,
      apiMessages: 120,
      apiCostMicroUsd: 52_000,
      apiCostPaise: 437,
      revenuePaise: 108_600,
    },
  ],
  plans: [
    {
      plan: "professional" as const,
      messages: 12_400,
      payments: 212,
      revenuePaise: 5_278_800,
      costMicroUsd: 2_900_000,
      costPaise: 24_360,
      apiMessages: 0,
      apiCostMicroUsd: 0,
      apiCostPaise: 0,
      marginPaise: 5_254_440,
    },
  ],
  topUsers: [
    {
      userId: EXAMPLE.userId,
      name: "Asha Rao",
      email: "asha.rao@example.com",
      messages: 640,
      costMicroUsd: 98_000,
      costPaise: 823,
      apiMessages: 40,
      apiCostMicroUsd: 9_000,
      apiCostPaise: 76,
    },
  ],
  models: [
    {
      model: "qwen/qwen3-235b-a22b:free",
      modelName: "Qwen3 235B A22B",
      messages: 910,
      tokens: 1_200_000,
      costMicroUsd: 210_000,
      costPaise: 1764,
      apiMessages: 60,
      apiCostMicroUsd: 14_000,
      apiCostPaise: 118,
    },
  ],
};

const adminProfile = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  lastLogin: timestamp.nullable(),
  createdAt: timestamp,
});

const ADMIN_PROFILE = {
  _id: EXAMPLE.adminId,
  name: "Ops Team",
  username: "ops",
  email: "ops@nexgen-ai.in",
  lastLogin: EXAMPLE.lastLogin,
  createdAt: "2025-04-01T08:00:00.000Z",
};

const byDay = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ date: z.iso.date(), ...shape }));

const PAGE = sample(pageInput, { page: 1, pageSize: 20 });

export const ADMIN_OPERATIONS: ApiOperation[] = [
  restOperation({
    method: "post",
    path: "/admin/login",
    tag: "Administration",
    summary: "Admin sign-in",
    description:
      "Admin tokens last 15 minutes inside an 8-hour session and are refused on every user call. " +
      "With two-factor on, a right password answers `{ mfaRequired: true, mfaToken, message }`: send the token and a code to `/api/admin/login/mfa`. " +
      "Without it, while `ADMIN_REQUIRE_2FA` is on (the default in production), it answers `{ mfaEnrolmentRequired: true, mfaToken, message }`: set two-factor up with `/api/admin/login/mfa/enrol` and `/api/admin/login/mfa/enrol/confirm`, which opens the session.",
    procedure: "admin.login",
    auth: "none",
    body: sample(adminLoginInput, { username: "ops", password: "Saffron-Kestrel-19" }),
    response: ok(
      "Signed in, or the token for the step two-factor needs.",
      z.union([adminSessionResponse, mfaStepResponse, mfaEnrolmentStepResponse]),
      ADMIN_SESSION_EXAMPLE,
    ),
    errors: { 401: "`Invalid username or password`.", 429: "Too many attempts from this address or for this account." },
  }),
  restOperation({
    method: "post",
    path: "/admin/login/mfa",
    tag: "Administration",
    summary: "Admin sign-in, second step: a code",
    description:
      "After `/api/admin/login` answered `mfaRequired`: the authenticator's current code (each accepted once) or a backup code (each works once). Wrong codes count toward the login's lockout.",
    procedure: "admin.loginMfa",
    auth: "none",
    body: sample(mfaLoginInput, { mfaToken: EXAMPLE.token, code: "492039" }),
    response: ok("Signed in.", adminSessionResponse, ADMIN_SESSION_EXAMPLE),
    errors: {
      400: "The token or the code is missing.",
      401: "A wrong, used or replayed code, or a token over 5 minutes old (sign in again).",
      429: "Too many attempts from this address or for this account.",
    },
  }),
  restOperation({
    method: "post",
    path: "/admin/login/mfa/enrol",
    tag: "Administration",
    summary: "Set up two-factor at sign-in (ADMIN_REQUIRE_2FA): get a secret",
    description:
      "After `/api/admin/login` answered `mfaEnrolmentRequired`. A new secret for an authenticator app: the `otpauth://` URI, the same as a QR code (PNG data URL) and the key as text for typing in. Calling it again replaces an unconfirmed secret.",
    procedure: "admin.loginEnrolBegin",
    auth: "none",
    body: sample(mfaEnrolInput, { mfaToken: EXAMPLE.token }),
    response: ok("The secret to add to the app.", enrolmentResponse, ENROLMENT_EXAMPLE),
    errors: {
      401: "The token is over 5 minutes old or not an enrolment token (sign in again).",
      409: "Two-factor is already on for this administrator: sign in again and enter a code.",
    },
  }),
  restOperation({
    method: "post",
    path: "/admin/login/mfa/enrol/confirm",
    tag: "Administration",
    summary: "Set up two-factor at sign-in: confirm with the first code",
    description:
      "The app's current code turns two-factor on and opens the session. The answer carries the ten backup codes, shown this once (only their hashes are kept).",
    procedure: "admin.loginEnrolConfirm",
    auth: "none",
    body: sample(mfaLoginInput, { mfaToken: EXAMPLE.token, code: "492039" }),
    response: ok(
      "Two-factor is on and the administrator is signed in.",
      adminSessionResponse.extend({ backupCodes: z.array(z.string()) }),
      { ...ADMIN_SESSION_EXAMPLE, backupCodes: ["k7m2p-q9rt4", "a3c8e-hw6xz"] },
    ),
    errors: {
      400: "The code does not match the new secret (check the phone's clock), or no secret was asked for yet.",
      401: "The token is over 5 minutes old or not an enrolment token (sign in again).",
      409: "Two-factor was turned on meanwhile.",
      429: "Too many attempts from this address or for this account.",
    },
  }),
  restOperation({
    method: "post",
    path: "/admin/refresh",
    tag: "Administration",
    summary: "Get a new admin token",
    description: "Send the current admin token, even if expired, as the bearer.",
    procedure: "admin.refresh",
    auth: "admin-expired",
    response: ok("The session is live: a new token.", tokenResponse, { token: EXAMPLE.token }),
    errors: { 401: "The session is revoked or past its 8 hours." },
  }),
  restOperation({
    method: "post",
    path: "/admin/logout",
    tag: "Administration",
    summary: "Admin sign-out (revoke this session)",
    description: "The bearer (even if expired) names the session to revoke; without one nothing changes.",
    procedure: "admin.logout",
    auth: "admin-optional",
    response: ok("The session is revoked.", messageResponse, { message: "Logged out successfully" }),
  }),
  restOperation({
    method: "get",
    path: "/admin/profile",
    tag: "Administration",
    summary: "The signed-in administrator",
    procedure: "admin.profile",
    auth: "admin",
    response: ok("The administrator's profile.", adminProfile, ADMIN_PROFILE),
  }),
  restOperation({
    method: "put",
    path: "/admin/profile",
    tag: "Administration",
    summary: "Change the administrator's name, username and e-mail",
    procedure: "admin.updateProfile",
    auth: "admin",
    body: sample(adminProfileInput, { name: "Ops Team", username: "ops", email: "ops@nexgen-ai.in" }),
    response: ok("Saved (and audited).", z.object({ message: z.string(), admin: adminProfile }), {
      message: "Profile updated successfully",
      admin: ADMIN_PROFILE,
    }),
    errors: { 409: "The username is taken." },
  }),
  restOperation({
    method: "put",
    path: "/admin/change-password",
    tag: "Administration",
    summary: "Change the administrator's password",
    description: "Every other session of the administrator is revoked.",
    procedure: "admin.changePassword",
    auth: "admin",
    body: sample(adminChangePasswordInput, { currentPassword: "Saffron-Kestrel-19", newPassword: "Indigo-Falcon-58" }),
    response: ok("Changed.", messageResponse, { message: "Password changed successfully" }),
    errors: { 400: "The current password is wrong, or the new one is under 8 characters." },
  }),
  restOperation({
    method: "get",
    path: "/admin/stats",
    tag: "Administration",
    summary: "User counts by plan, and the last 30 days",
    description:
      "People are counted by the plan in force: a paid plan past its end counts as Starter; a plan an administrator set without an end counts as that plan.",
    procedure: "admin.stats",
    auth: "admin",
    response: ok(
      "Counts; the by-day series cover the last 30 days, oldest first (revenue in paise).",
      z.object({
        totalUsers: z.number().int(),
        enterpriseUsers: z.number().int(),
        professionalUsers: z.number().int(),
        starterUsers: z.number().int(),
        recentUsers: z.number().int().describe("Sign-ups in the last 30 days."),
        signupsByDay: byDay({ count: z.number().int() }),
        revenueByDay: byDay({ amount: z.number().int() }),
      }),
      {
        totalUsers: 1284,
        enterpriseUsers: 37,
        professionalUsers: 212,
        starterUsers: 1035,
        recentUsers: 164,
        signupsByDay: [
          { date: "2025-06-11", count: 6 },
          { date: "2025-06-12", count: 9 },
        ],
        revenueByDay: [
          { date: "2025-06-11", amount: 74700 },
          { date: "2025-06-12", amount: 108600 },
        ],
      },
    ),
  }),
  restOperation({
    method: "get",
    path: "/admin/usage",
    tag: "Administration",
    summary: "AI cost against revenue, the last 30 days",
    description:
      "Days are India's (00:00 IST). Costs are the upstream's own (`usage.cost`, or an estimate for stopped replies) in millionths of a US dollar, and in paise at the settings' rate; revenue is completed payments, in paise. A plan's cost is that of the replies sold under it. Replies and costs include `/v1` API calls; the `api…` fields give their part.",
    procedure: "admin.usage.report",
    auth: "admin",
    response: ok("The report.", usageReport, USAGE_REPORT),
  }),
  restOperation({
    method: "get",
    path: "/admin/contact-messages",
    tag: "Administration",
    summary: "Messages sent through the contact form, newest first",
    procedure: "admin.contactMessages",
    auth: "admin",
    query: PAGE,
    response: ok(
      "One page of messages.",
      z.object({
        messages: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            subject: z.string(),
            message: z.string(),
            createdAt: timestamp,
          }),
        ),
        ...pageFields,
      }),
      {
        messages: [
          {
            id: "0196f3d1-4a7b-7c2e-8f91-5b3d7e9a1c08",
            name: "Vikram Iyer",
            email: "vikram.iyer@example.com",
            subject: "Team plan",
            message: "Can five of us share one Enterprise plan?",
            createdAt: "2025-06-12T07:20:44.019Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    ),
    errors: { 400: "An invalid page or page size." },
  }),
  restOperation({
    method: "get",
    path: "/admin/audit-log",
    tag: "Administration",
    summary: "Every admin change (who, what, when, before and after), newest first",
    procedure: "admin.auditLog",
    auth: "admin",
    query: PAGE,
    response: ok(
      "One page of entries.",
      z.object({
        entries: z.array(
          z.object({
            id: z.string(),
            action: z.string(),
            entity: z.string(),
            entityId: z.string().nullable(),
            before: z.unknown().describe("The record before the change (JSON), or null."),
            after: z.unknown().describe("The record after the change (JSON), or null."),
            createdAt: timestamp,
            adminName: z.string().describe("`N/A` once the administrator is deleted."),
            entityName: z
              .string()
              .nullable()
              .describe("Who or what the entry is about in words: a user's name and e-mail, a payment's payer."),
          }),
        ),
        ...pageFields,
      }),
      {
        entries: [
          {
            id: "0196f3e2-9b1c-7d4a-a6e3-2c8f0b5d7e19",
            action: "user.update",
            entity: "User",
            entityId: EXAMPLE.userId,
            before: { role: "starter" },
            after: { role: "professional" },
            createdAt: EXAMPLE.updatedAt,
            adminName: "Ops Team",
            entityName: "Asha Rao <asha.rao@example.com>",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    ),
    errors: { 400: "An invalid page or page size." },
  }),
];
