import { z } from "zod";
import { requiredText } from "./text";

export const nameSchema = requiredText("Name", { max: 100, stripBidi: true });

/** E-mails are compared and stored in lower case. */
export const emailSchema = requiredText("Email", { max: 254 })
  .pipe(z.email("Invalid email format"))
  .transform((email) => email.toLowerCase());

/**
 * Usernames are stored in lower case so "Asha" and "asha" cannot both exist.
 * The pattern sets the length; the bound here only stops absurd input before it.
 */
export const usernameSchema = requiredText("Username", { max: 100 })
  .regex(/^[A-Za-z0-9._-]{3,30}$/, "Username must be 3-30 characters: letters, numbers, dots, dashes or underscores")
  .transform((username) => username.toLowerCase());

/** Only presence and the hard maximum here: the rules are reported together as `errors`. */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(1024, "Password is too long");

export const otpSchema = requiredText("OTP", { max: 100 }).regex(/^\d{6}$/, "Invalid OTP format");

export const preRegisterInput = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type PreRegisterInput = z.infer<typeof preRegisterInput>;

/**
 * Unknown fields (role, _id, ...) are dropped: registration sets nothing else. Marked pure so a page
 * that imports this module for a constant does not keep it, and zod with it (vite.config.ts).
 */
export const registerInput = /* @__PURE__ */ preRegisterInput.extend({ otp: otpSchema });
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginInput>;

export const emailInput = z.object({ email: emailSchema });

export const verifyOtpInput = z.object({
  email: emailSchema,
  otp: otpSchema,
  /** The spec's verify-otp call is the password-reset step; sign-up verifies inside register. */
  purpose: z.enum(["register", "reset"]).optional().default("reset"),
});

export const resetPasswordInput = z.object({
  email: emailSchema,
  newPassword: passwordSchema,
  resetToken: z
    .string({ error: "Reset token is required: verify the code first" })
    .min(1, "Reset token is required: verify the code first"),
});

export const updateProfileInput = z.object({ name: nameSchema });

/** Profile → change e-mail (sudo mode): the new address, to which a code is mailed; then that code. */
export const changeEmailInput = z.object({ email: emailSchema });
export const confirmEmailChangeInput = z.object({ email: emailSchema, code: otpSchema });

export const changePasswordInput = z.object({
  currentPassword: z.string({ error: "All fields are required" }).min(1, "All fields are required"),
  newPassword: z
    .string({ error: "All fields are required" })
    .min(1, "All fields are required")
    .max(1024, "Password is too long"),
});

/** Confirming one's identity (sudo mode) and erasing the account: the password and, with two-factor on, a code. */
export const identityProofInput = z.object({
  password: passwordSchema,
  code: z
    .string()
    .trim()
    .max(64, "The code is too long")
    .optional()
    .transform((code) => code || undefined),
});
export type IdentityProofInput = z.infer<typeof identityProofInput>;
