import { z } from "zod";
import {
  changePasswordInput,
  emailInput,
  loginInput,
  preRegisterInput,
  registerInput,
  resetPasswordInput,
  updateProfileInput,
  verifyOtpInput,
} from "../../../shared/auth";
import { OTP_DAILY_SENDS, OTP_FIRST_RESEND_COOLDOWN_SECONDS, OTP_RESEND_COOLDOWN_SECONDS } from "../../../shared/otp";
import { roleSchema } from "../../../shared/role-schema";
import { englishText } from "../../../shared/server-messages";
import { REAUTH_REQUIRED } from "../../../shared/sudo-mode";
import { mfaLoginInput } from "../../../shared/two-factor";
import {
  EXAMPLE,
  EXAMPLE_PROFILE,
  messageResponse,
  mfaStepResponse,
  tokenResponse,
  userProfileSchema,
} from "../../docs/common.schemas";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { authRouter } from "./auth.router";
import type { otpRouter } from "./otp.router";

const { restOperation, table } = operationsOf<{ auth: typeof authRouter; otp: typeof otpRouter }>();

const sessionResponse = z.object({
  token: z.string().describe("Access token (15 minutes); renew it with /api/users/refresh."),
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  locale: userProfileSchema.shape.locale.describe(
    "The account's language: the site switches to it on sign-in, and the e-mails follow it.",
  ),
});

const codeSentResponse = z.object({
  message: z.string(),
  cooldown: z.number().int().describe("Seconds before another code may be requested."),
});

const SESSION_EXAMPLE = {
  token: EXAMPLE.token,
  _id: EXAMPLE.userId,
  name: "Asha Rao",
  email: "asha.rao@example.com",
  role: "starter",
  locale: "hi",
} as const;

const SIGN_UP = {
  name: "Asha Rao",
  username: "asha_rao",
  email: "asha.rao@example.com",
  password: "Tangerine-Otter-42",
};
const COOLDOWN_429 = `Within ${OTP_FIRST_RESEND_COOLDOWN_SECONDS} s of the day's first code, or ${OTP_RESEND_COOLDOWN_SECONDS} s of a later one: \`{ message, cooldown }\` with the seconds left. Also when ${OTP_DAILY_SENDS} codes went to this e-mail in the last day (the message says when to come back).`;

/** The calls that e-mail a code to an address: one body, one answer, one cooldown rule. */
function mailsACode(options: {
  path: string;
  summary: string;
  description?: string;
  procedure: "otp.resend" | "otp.sendPasswordReset" | "otp.resendPasswordReset";
  accepted: string;
  message: string;
  cooldown: number;
}) {
  const { accepted, message, cooldown, ...operation } = options;
  return restOperation({
    ...operation,
    method: "post",
    tag: "Accounts",
    auth: "none",
    body: sample(emailInput, { email: "asha.rao@example.com" }),
    response: ok(accepted, codeSentResponse, { message, cooldown }),
    errors: { 429: COOLDOWN_429 },
  });
}

export const ACCOUNT_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/users/pre-register",
    tag: "Accounts",
    summary: "Start a sign-up: e-mail a 6-digit code",
    description: "Nothing is stored but the code; the account is created by /api/users/register with it.",
    procedure: "auth.preRegister",
    auth: "none",
    body: sample(preRegisterInput, SIGN_UP),
    response: ok(
      "The code was sent (or one sent earlier is still valid: the same shape, with the seconds left).",
      codeSentResponse,
      {
        message: "Verification code sent to asha.rao@example.com. It expires in 10 minutes.",
        cooldown: OTP_FIRST_RESEND_COOLDOWN_SECONDS,
      },
    ),
    errors: {
      400: "A missing or invalid field; a weak password lists every broken rule in `errors`.",
      409: "The e-mail or username is taken.",
      429: "Too many sign-up attempts from this address.",
      503: "The mail could not be sent (no code stays valid), or the database is down.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/register",
    tag: "Accounts",
    summary: "Finish a sign-up with the e-mailed code",
    description: "Other fields (role, …) are ignored. Opens a session.",
    procedure: "auth.register",
    auth: "none",
    body: sample(registerInput, { ...SIGN_UP, otp: "482913" }),
    response: created("The account was created and signed in.", sessionResponse, SESSION_EXAMPLE),
    errors: {
      400: "A wrong, expired, used or dead code (5 tries per code, 20 wrong codes per e-mail a day), or an invalid field. The code is checked first.",
      409: "The e-mail or username was taken meanwhile.",
      429: "Too many sign-up attempts from this address or for this e-mail.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/login",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "With `rememberMe` the session lasts up to 90 days (30 days idle) instead of 7 (1 day idle). " +
      "When the account has two-factor sign-in on, a right password answers `{ mfaRequired: true, mfaToken, message }` instead of a session: send the token and a code to `/api/users/login/mfa`.",
    procedure: "auth.login",
    auth: "none",
    body: sample(loginInput, { email: "asha.rao@example.com", password: "Tangerine-Otter-42", rememberMe: true }),
    response: ok(
      "Signed in (or, with two-factor on, the token for the code step).",
      z.union([sessionResponse, mfaStepResponse]),
      { ...SESSION_EXAMPLE, role: "professional" },
    ),
    errors: {
      401: "`Invalid email or password` (the same for an unknown e-mail).",
      429: "5 failed attempts for the account from this address, or 30 attempts from the address, in 15 minutes. Each attempt counts before it is checked; the owner elsewhere can still sign in.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/login/mfa",
    tag: "Accounts",
    summary: "Sign in, second step: a code from the authenticator app",
    description:
      "After `/api/users/login` answered `mfaRequired`. The code is the current 6-digit code of the app (each is accepted once), or one of the account's backup codes (each works once). Wrong codes count toward the same lockout as wrong passwords.",
    procedure: "auth.loginMfa",
    auth: "none",
    body: sample(mfaLoginInput, { mfaToken: EXAMPLE.token, code: "492039" }),
    response: ok("Signed in: the same answer as a login without two-factor.", sessionResponse, SESSION_EXAMPLE),
    errors: {
      400: "The token or the code is missing.",
      401: `\`${englishText("twoFactor.invalidCode")}\` (wrong, used or replayed code), or \`${englishText("twoFactor.stepExpired")}\` (the token is over 5 minutes old or not one).`,
      429: "The login's limits: the password and every code count as attempts for the account from this address.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/refresh",
    tag: "Accounts",
    summary: "Get a new access token",
    description:
      "Send the current token, even if expired, as the bearer. Only the latest token of a session refreshes, and it is then replaced: the old one stops working. Presenting a replaced token ends the session (reuse detection).",
    procedure: "auth.refresh",
    auth: "user-expired",
    response: ok("The session is live: a new token.", tokenResponse, { token: EXAMPLE.token }),
    errors: {
      401: "The session is revoked, idle too long (1 day, 30 with remember me) or past its end, or the token was replaced.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/logout",
    tag: "Accounts",
    summary: "Sign out (revoke this session)",
    description: "The bearer (even if expired) names the session to revoke; without one nothing changes.",
    procedure: "auth.logout",
    auth: "user-optional",
    response: ok("The session is revoked.", messageResponse, { message: "Logged out successfully" }),
  }),
  mailsACode({
    path: "/otp/resend-otp",
    summary: "E-mail a new sign-up code",
    procedure: "otp.resend",
    description:
      "Answers the same for every address; a code is mailed only while a sign-up is waiting for one (never to a registered or unknown address).",
    accepted: "Accepted; if a sign-up is waiting, a new code was sent and earlier ones stop working.",
    message: englishText("auth.otpResent"),
    cooldown: OTP_RESEND_COOLDOWN_SECONDS,
  }),
  mailsACode({
    path: "/otp/send-password-reset-otp",
    summary: "E-mail a password-reset code",
    description: "Answers the same whether or not the e-mail has an account; only real accounts get mail.",
    procedure: "otp.sendPasswordReset",
    accepted: "Accepted.",
    message: englishText("auth.resetOtpSent"),
    cooldown: OTP_FIRST_RESEND_COOLDOWN_SECONDS,
  }),
  mailsACode({
    path: "/otp/resend-password-reset-otp",
    summary: "E-mail a new password-reset code",
    procedure: "otp.resendPasswordReset",
    accepted: "Accepted (the same whether or not the e-mail has an account).",
    message: englishText("auth.resetOtpResent"),
    cooldown: OTP_RESEND_COOLDOWN_SECONDS,
  }),
  restOperation({
    method: "post",
    path: "/otp/verify-otp",
    tag: "Accounts",
    summary: "Check a password-reset code",
    description: "Returns a single-use reset token valid for 10 minutes. Sign-up codes are checked by register.",
    procedure: "otp.verify",
    auth: "none",
    body: sample(verifyOtpInput, { email: "asha.rao@example.com", otp: "305127" }),
    response: ok(
      "The code is right.",
      z.object({ verified: z.literal(true), message: z.string(), resetToken: z.string() }),
      {
        verified: true,
        message: englishText("auth.otpVerified"),
        resetToken: "kT3vQ9wZ1mB6yR0pL8sD4fH7jN2cX5aE9uG1iO3eW6q",
      },
    ),
    errors: {
      400: "A wrong or expired code (`Invalid or expired OTP`); 5 tries per code and 20 wrong codes per e-mail a day.",
      429: "Too many attempts from this address.",
    },
  }),
  restOperation({
    method: "post",
    path: "/users/reset-password",
    tag: "Accounts",
    summary: "Set a new password with the reset token",
    description: "Every session of the account is revoked.",
    procedure: "auth.resetPassword",
    auth: "none",
    body: sample(resetPasswordInput, {
      email: "asha.rao@example.com",
      newPassword: "Marigold-Heron-77",
      resetToken: "kT3vQ9wZ1mB6yR0pL8sD4fH7jN2cX5aE9uG1iO3eW6q",
    }),
    response: ok("The password was changed.", messageResponse, { message: englishText("auth.passwordReset") }),
    errors: {
      400: "A missing, used or expired token (checked first), or a weak password (rules in `errors`).",
      429: "Too many reset attempts from this address or for this e-mail.",
    },
  }),
  restOperation({
    method: "get",
    path: "/users/profile",
    tag: "Accounts",
    summary: "The signed-in user's profile",
    procedure: "auth.profile",
    auth: "user",
    response: ok("The profile, with the plan in force.", userProfileSchema, EXAMPLE_PROFILE),
  }),
  restOperation({
    method: "put",
    path: "/users/profile",
    tag: "Accounts",
    summary: "Change the signed-in user's name",
    procedure: "auth.updateProfile",
    auth: "user",
    body: sample(updateProfileInput, { name: "Asha R. Rao" }),
    response: ok("Saved.", z.object({ message: z.string(), user: userProfileSchema }), {
      message: englishText("auth.profileUpdated"),
      user: { ...EXAMPLE_PROFILE, name: "Asha R. Rao" },
    }),
  }),
  restOperation({
    method: "put",
    path: "/users/change-password",
    tag: "Accounts",
    summary: "Change the signed-in user's password",
    description: "Every other session of the account is revoked.",
    procedure: "auth.changePassword",
    auth: "user",
    body: sample(changePasswordInput, { currentPassword: "Tangerine-Otter-42", newPassword: "Marigold-Heron-77" }),
    response: ok("Changed.", messageResponse, { message: englishText("auth.passwordChanged") }),
    errors: {
      400: "The current password is wrong, the new one is the same, or it is weak (rules in `errors`).",
      403: `With two-factor sign-in on, outside sudo mode: \`reason: "${REAUTH_REQUIRED}"\`; confirm with /api/users/confirm-identity, then retry.`,
    },
  }),
]);
