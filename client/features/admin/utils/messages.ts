/** docs/product/rules.md#validation-rules: the admin's new password needs at least 8 characters. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
