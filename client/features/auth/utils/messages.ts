/**
 * Catalogue keys of texts of docs/product/rules.md#validation-rules and docs/product/errors.md#error-catalogue
 * that the account screens show when the server gives none; translated where they show (`t(AUTH_TEXT.…)`).
 */
export const AUTH_TEXT = {
  genericError: "auth.error.generic",
  resendOtpFailed: "auth.error.resendOtpFailed",
  sendResetOtpFailed: "auth.error.sendResetOtpFailed",
  verifyOtpFailed: "auth.error.verifyOtpFailed",
  resetPasswordFailed: "auth.error.resetPasswordFailed",
  resendResetOtpFailed: "auth.error.resendResetOtpFailed",
  sessionExpired: "auth.error.sessionExpired",
  signUpPasswordsDiffer: "auth.signUp.passwordsDiffer",
  resetPasswordsDiffer: "auth.reset.passwordsDiffer",
  passwordIssues: "auth.passwordIssues",
  signUpLoading: "auth.signUp.loading",
  stepLoading: "auth.stepLoading",
} as const;
