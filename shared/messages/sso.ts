/**
 * The server's texts about single sign-on (issue #35, docs/product/workspaces.md#single-sign-on), in English, by
 * the stable key the API answers with (shared/server-messages.ts); Hindi in client/messages/server/hi.json.
 */
export const SSO_TEXTS = {
  "sso.domainFormat": "Enter a domain such as example.com",
  "sso.issuerFormat": "Enter the issuer's address, such as https://id.example.com",
  "sso.publicDomain": "{domain} is a public mail service: add your company's own domain.",
  "sso.emailNotAtDomain": "The address must be at {domain}.",
  "sso.domainExists": "This workspace already has {domain}.",
  "sso.domainTaken": "{domain} is already verified by another workspace. Ask us to move it if it is yours.",
  "sso.domainNotFound": "Domain not found",
  "sso.verificationSent": "We sent a verification link to {email}. It works for 24 hours.",
  "sso.verifyLinkInvalid":
    "This verification link is not valid or has expired. Send a new one from the workspace's single sign-on page.",
  "sso.domainVerified": "{domain} is verified.",
  "sso.domainRemoved": "Domain removed.",
  "sso.issuerNotHttps": "The issuer must be an https:// address.",
  "sso.secretMissing": "Enter the client secret.",
  "sso.requireNeedsSetup": "Verify a domain and save the provider's settings before requiring single sign-on.",
  "sso.settingsSaved": "Single sign-on settings saved.",
  "sso.providerNotSet": "Save the issuer URL, client ID and client secret first.",
  "sso.connectionOk": "Connected: {issuer} answered with its OpenID Connect settings.",
  "sso.connectionFailed":
    "Could not read the OpenID Connect settings at {issuer}/.well-known/openid-configuration. Check the issuer URL and that the provider is reachable.",
  "sso.notConfigured": "Single sign-on is not set up for this e-mail address. Sign in with your password.",
  "sso.useSso": "{workspace} requires single sign-on for this address: use “Continue with single sign-on”.",
  "sso.loginInvalid": "This sign-in link was already used or has expired. Start again from the login page.",
  "sso.providerRefused":
    "Your identity provider's answer could not be accepted, so you were not signed in. Try again, or ask your workspace's administrator.",
  "sso.providerDenied": "The sign-in was cancelled at your identity provider.",
  "sso.emailMissing": "Your identity provider did not give an e-mail address at a verified domain of {workspace}.",
  "sso.emailUnverified": "Your identity provider says your e-mail address is not verified.",
  "sso.noSeat": "{workspace} has no free seat for you. Ask its administrator to add seats.",
  "sso.tooManyAttempts":
    "Too many single sign-on attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "field.domain": "Domain",
  "field.issuerUrl": "Issuer URL",
  "field.clientId": "Client ID",
  "field.clientSecret": "Client secret",
  "field.token": "Token",
} as const;
