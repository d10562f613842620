/** Texts of docs/product/rules.md#validation-rules and docs/product/errors.md#error-catalogue for the profile screen. */
export const PROFILE_TEXT = {
  loading: "Loading profile...",
  sectionLoading: "Loading this section...",
  loadFailed: "Failed to load profile. Please try again.",
  updateFailed: "Failed to update profile. Please try again.",
  allFieldsRequired: "All fields are required",
  newPasswordsDiffer: "New passwords do not match",
  changePasswordFailed: "Failed to change password. Please try again.",
  passwordIssues: "Password Issues:",
  exportFailed: "Your data could not be prepared. Please try again.",
  deleteFailed: "Your account could not be deleted. Please try again.",
  changeEmailFailed: "Your e-mail address could not be changed. Please try again.",
} as const;
