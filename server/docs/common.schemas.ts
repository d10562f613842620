import { z } from "zod";
import { LOCALES } from "../../shared/locales";
import { roleSchema } from "../../shared/role-schema";

/** Response shapes several areas share, as the services return them (dates as ISO strings on the wire). */

export const timestamp = z.iso.datetime();

export const messageResponse = z.object({ message: z.string() });

export const tokenResponse = z.object({ token: z.string().describe("A new 15-minute access token.") });

export const planStatusSchema = z
  .enum(["free", "active", "expired"])
  .describe(
    "`free` on Starter, `active` while a paid plan lasts, `expired` once it has ended (the role is then starter).",
  );

export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema.describe("The plan in force."),
  planStatus: planStatusSchema,
  planExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
  lastLogin: timestamp.nullable(),
  locale: z.enum(LOCALES).describe("The language the person chose for the site and their e-mails."),
});

/** What a login (a person's or an administrator's) answers instead of a session when two-factor sign-in is on. */
export const mfaStepResponse = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string().describe("Good for 5 minutes, only for the `/login/mfa` step: it opens no session itself."),
  message: z.string(),
});

export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** The REST error body (every path but chat's). */
export const restErrorSchema = z.object({
  message: z
    .string()
    .describe("In English (REST answers in English; the web app shows the code's text in its reader's language)."),
  code: z
    .string()
    .describe(
      "The message's stable code, e.g. `auth.invalidCredentials` (`shared/server-messages.ts`): it stays the same when the wording changes. A text without one of its own (a dependency's) has its kind's: `request.bad`, or `server.internal` for a fault.",
    ),
  errors: z.array(z.string()).optional().describe("Every problem, when there are several (password rules, fields)."),
  cooldown: z.number().int().optional().describe("Seconds until another code may be requested (one-time-code calls)."),
});

/** The chat error body. */
export const chatErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.string().optional(),
});

/** The /v1 error body, OpenAI's: its SDKs pick their exception class by status and read `error.message`. */
export const openAiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().describe("`invalid_request_error`, `permission_error`, `rate_limit_error` or `server_error`."),
    code: z.string().nullable().describe("More precise: `invalid_api_key`, `model_not_found`, `rate_limit_exceeded`…"),
    param: z.string().nullable().describe("The request field at fault, when one is."),
  }),
});

/** Realistic values the examples share. */
export const EXAMPLE = {
  userId: "0196f1a2-7c3e-7d4a-9b21-5e8f0c6a1d23",
  adminId: "0196e0b7-1a42-7f90-8c55-3b9d2e7f4a10",
  conversationId: "0196f1b0-2d4c-7a18-b3e6-9f1c0d5e8a72",
  userMessageId: "0196f1b0-2d51-7c03-a9f4-6e2b8d1c7f35",
  messageId: "0196f1b0-3f88-7e21-8d7a-1c4b9e0f2a66",
  modelRowId: "0196d9c3-5b10-7e4f-a2c8-7d3f1b9e6c04",
  paymentId: "0196f2c4-8e1a-7b5d-9f30-2a6c4e8b1d97",
  token:
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMTk2ZjFhMi03YzNlLTdkNGEtOWIyMS01ZThmMGM2YTFkMjMiLCJ0eXAiOiJhY2Nlc3MifQ.h3Vq2m0f8Kx1pZb7TqYc4nLw9dRa6sEu5JgHoFiXkMs",
  orderId: "order_QZ8m2vT4kL1sYp",
  razorpayPaymentId: "pay_QZ8n5XcR2wHk9d",
  signature: "9c3f1e5b7a2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e",
  createdAt: "2025-05-02T10:15:42.118Z",
  lastLogin: "2025-06-12T09:30:05.204Z",
  updatedAt: "2025-06-12T09:31:18.930Z",
  planExpiresAt: "2025-07-12T09:44:51.377Z",
} as const;

export const EXAMPLE_PROFILE = {
  _id: EXAMPLE.userId,
  name: "Asha Rao",
  username: "asha_rao",
  email: "asha.rao@example.com",
  role: "professional",
  planStatus: "active",
  planExpiresAt: EXAMPLE.planExpiresAt,
  createdAt: EXAMPLE.createdAt,
  lastLogin: EXAMPLE.lastLogin,
  locale: "hi",
} satisfies z.input<typeof userProfileSchema>;
