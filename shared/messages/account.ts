/**
 * The server's texts about accounts, sign-in and sessions, in English as the specification words them
 * (docs/product/errors.md#error-catalogue), by the stable key the API answers with (shared/server-messages.ts).
 */
export const ACCOUNT_TEXTS = {
  "auth.required": "Authentication required. Please log in again.",
  "auth.failed": "Authentication failed. Please log in again.",
  "auth.adminRequired": "Admin authentication required. Please log in again.",
  "auth.sessionEnded": "Your session has ended. Please log in again.",
  "auth.malformedAuthorization": 'The Authorization header must be "Bearer" followed by one token and nothing else',
  "auth.invalidCredentials": "Invalid email or password",
  "auth.adminInvalidCredentials": "Invalid username or password",
  "auth.reauthRequired": "Please confirm your password to continue",
  "auth.identityConfirmed": "Thanks. For the next {minutes} minutes you will not be asked again.",
  "auth.emailTaken": "An account with this email already exists",
  "auth.usernameTaken": "This username is already taken",
  "auth.samePassword": "New password must be different from the current one",
  "auth.tooManyLogins": "Too many login attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyFailedLogins":
    "Too many failed login attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyWrongSecrets":
    "Too many wrong passwords or codes. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyWrongSecretsWait": "Too many wrong passwords or codes. Please wait a few minutes and try again.",
  "auth.tooManySignUps": "Too many sign-up attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyCodeRequests":
    "Too many code requests. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyAttempts": "Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.tooManyResets":
    "Too many password reset attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.codeSent": "Verification code sent to {email}. It expires in {minutes} minutes.",
  "auth.codeAlreadySent":
    "We already sent a code to {email}. Enter it below, or request a new one when the timer ends.",
  "auth.otpResent": "OTP resent successfully",
  "auth.resetOtpSent": "Password reset OTP sent to your email address",
  "auth.resetOtpResent": "Password reset OTP resent successfully",
  "auth.otpVerified": "OTP verified successfully",
  "auth.passwordReset": "Password reset successfully",
  "auth.profileUpdated": "Profile updated successfully",
  "auth.passwordChanged": "Password changed successfully",
  "auth.loggedOut": "Logged out successfully",

  "otp.invalid": "Invalid or expired OTP",
  "otp.tooManyAttempts": "Too many incorrect attempts. Please request a new code.",
  "otp.wait": "Please wait {seconds} seconds before requesting another code.",
  "otp.dailySends":
    "We have sent {count} codes to this email today, the most we send in a day. Please try again in {hours, plural, one {# hour} other {# hours}}.",
  "otp.dailyFailures":
    "Too many incorrect codes for this email today. Please try again in {hours, plural, one {# hour} other {# hours}}.",
  "otp.sendFailed": "We could not send the verification email. Please try again in a few minutes.",
  "otp.resetLinkDead": "This reset link has expired or was already used. Please request a new code.",
  "otp.signUpUsesRegister": "Sign-up codes are checked when the account is created: use register.",

  "email.unchanged": "That is already your e-mail address",
  "email.changed": "Your e-mail address has been changed",
  "email.codeSent": "We sent a code to {email}. It expires in {minutes} minutes.",
  "email.codeAlreadySent":
    "We already sent a code to {email}. Enter it below, or ask for a new one when the timer ends.",
  "email.tooManyChanges": "Too many e-mail changes. Try again in {minutes, plural, one {# minute} other {# minutes}}.",

  "session.endedElsewhere": "This session has already ended, or it is not one of yours.",
  "session.signedOutHere": "You are signed out on this device.",
  "session.ended": "The session was ended.",
  "session.noOthers": "There were no other sessions to end.",
  "session.endedOthers": "Signed out of {count, plural, one {# other session} other {# other sessions}}.",

  "twoFactor.codeNeeded": "Enter the code from your authenticator app",
  "twoFactor.appCodeNeeded": "Enter the {digits}-digit code from your authenticator app",
  "twoFactor.backupCodeNeeded": "Enter one of your backup codes",
  "twoFactor.passwordNeeded": "Enter your password",
  "twoFactor.invalidCode":
    "That code is not valid. Enter the current code from your authenticator app, or a backup code.",
  "twoFactor.invalidSetupCode":
    "That code does not match. Check the time on your phone and enter the current {digits}-digit code.",
  "twoFactor.stepExpired": "Your sign-in took too long. Please sign in again.",
  "twoFactor.stepUsed": "This sign-in step has already been used. Please sign in again.",
  "twoFactor.alreadyOn": "Two-factor sign-in is already on",
  "twoFactor.notOn": "Two-factor sign-in is not on",
  "twoFactor.notStarted": "Start the setup again: scan the new QR code first",
  "twoFactor.requiredForAdmins": "Administrators must keep two-factor sign-in on (ADMIN_REQUIRE_2FA)",
  "twoFactor.enabled": "Two-factor sign-in is on",
  "twoFactor.disabled": "Two-factor sign-in is off",
  "twoFactor.backupCodesRenewed": "New backup codes created; the old ones no longer work",
  "twoFactor.enrolmentRequired": "Administrators must set up two-factor sign-in before they continue",

  "account.deleted": "Your account and your data have been erased. A confirmation is on its way to your e-mail.",
  "account.wrongPassword": "The password is incorrect",
  "account.currentPasswordWrong": "Current password is incorrect",
  "account.exportLimit": "You can download your data {count} times an hour. Try again in {minutes} minutes.",
  "instructions.saved": "Custom instructions saved",
  "instructions.enabledBoolean": "enabled must be true or false",
} as const;
