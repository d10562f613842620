import { z } from "zod";
import { adminChangePasswordInput, adminLoginInput, adminProfileInput } from "../../../shared/admin";
import { mfaEnrolInput, mfaLoginInput } from "../../../shared/two-factor";
import { EXAMPLE, messageResponse, mfaStepResponse, timestamp, tokenResponse } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

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

/** The administrator's sign-in, profile and password. */
export const ADMIN_OPERATIONS = table([
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
]);
