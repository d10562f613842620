/** One-time code rules (DESIGN §7), free of zod so the client can import them at no cost. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_COOLDOWN_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
