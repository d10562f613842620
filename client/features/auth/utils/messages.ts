/** Texts of docs/product/rules.md#validation-rules and docs/product/errors.md#error-catalogue shown by the account screens when the server gives none. */
export const AUTH_TEXT = {
  genericError: "An error occurred",
  resendOtpFailed: "Failed to resend OTP",
  sendResetOtpFailed: "Failed to send password reset OTP",
  verifyOtpFailed: "Failed to verify OTP",
  resetPasswordFailed: "Failed to reset password",
  resendResetOtpFailed: "Failed to resend password reset OTP",
  sessionExpired: "Authentication failed. Please log in again.",
  signUpPasswordsDiffer: "Passwords do not match!",
  resetPasswordsDiffer: "Passwords do not match",
  passwordIssues: "Password Issues:",
  signUpLoading: "Loading the sign-up form...",
  stepLoading: "Loading the next step...",
} as const;
