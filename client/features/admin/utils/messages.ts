/** Texts of docs/product/screens.md, docs/product/rules.md#validation-rules and docs/product/errors.md#error-catalogue for the admin panel. */
export const ADMIN_TEXT = {
  panelTitle: "Administrator Panel",
  loggingIn: "Logging in...",
  genericError: "An error occurred",
  fetchFailed: "Failed to fetch data",
  loadingUser: "Loading user data...",
  deleteUserConfirm: "Are you sure you want to delete this user?",
  deleteUserFailed: "Failed to delete user",
  updateUserFailed: "Failed to update user",
  updateProfileFailed: "Failed to update profile",
  changePasswordFailed: "Failed to change password",
  passwordFieldsRequired: "All password fields are required",
  newPasswordsDiffer: "New passwords do not match",
  noPayments: "No payment logs found.",
  never: "Never",
  notAvailable: "N/A",
  deleteModelConfirm: (name: string) => `Delete the model "${name}"? People can no longer chat with it.`,
  deleteModelFailed: "Failed to delete model",
  saveModelFailed: "Failed to save model",
  validationIssues: "Please fix the following:",
} as const;

/** docs/product/rules.md#validation-rules: the admin's new password needs at least 8 characters. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
