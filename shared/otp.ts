/** One-time code rules (docs/architecture.md#security-numbers), free of zod so the client can import them at no cost. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
/** The wait before the first resend: a slow first mail must not strand the person for five minutes. */
export const OTP_FIRST_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_RESEND_COOLDOWN_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
/** Per e-mail and purpose, over a rolling day: codes sent, and wrong codes entered across them. */
export const OTP_DAILY_SENDS = 8;
export const OTP_DAILY_FAILURES = 20;
