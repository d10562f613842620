import { z } from "zod";
import { emailSchema } from "./auth";
import { requiredText } from "./text";

/**
 * Single sign-on (issue #35, docs/product/workspaces.md#single-sign-on): the inputs of the `sso.*` procedures and
 * the rules both the server and the workspace's SSO page apply.
 */

/** Mail services anyone can sign up at: owning an address there proves nothing about a company. */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "ymail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "rediffmail.com",
  "zoho.com",
  "zohomail.in",
  "gmx.com",
  "mail.com",
  "yandex.com",
  "tutanota.com",
  "fastmail.com",
];

/** Hours a domain's verification link works (docs/product/workspaces.md#single-sign-on). */
export const SSO_VERIFY_HOURS = 24;
/** Minutes a sign-in through the provider may take, from our redirect to its return. */
export const SSO_LOGIN_MINUTES = 10;

/** The domain part of an e-mail address, in lower case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

export const domainSchema = requiredText("Domain", { max: 253 })
  .transform((domain) => domain.toLowerCase().replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "Enter a domain such as example.com",
      ),
  );

const workspaceId = z.string({ error: "Workspace is required" }).trim().min(1, "Workspace is required").max(100);

export const ssoWorkspaceInput = z.object({ workspaceId });

export const ssoDomainAddInput = z.object({ workspaceId, domain: domainSchema, email: emailSchema });
export type SsoDomainAddInput = z.infer<typeof ssoDomainAddInput>;

export const ssoDomainInput = z.object({
  workspaceId,
  domainId: z.string({ error: "Domain is required" }).trim().min(1, "Domain is required").max(100),
});

export const ssoVerifyInput = z.object({ token: requiredText("Token", { max: 200 }) });

export const ssoSettingsInput = z.object({
  workspaceId,
  issuer: requiredText("Issuer URL", { max: 500 }).pipe(
    z.url("Enter the issuer's address, such as https://id.example.com"),
  ),
  clientId: requiredText("Client ID", { max: 500 }),
  /** Empty or absent: keep the stored secret. */
  clientSecret: z.string().max(2000, "Client secret must be at most 2000 characters").optional(),
  required: z.boolean(),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsInput>;

export const ssoDiscoverInput = z.object({ email: emailSchema });

/** GET /api/sso/start's query: the e-mail typed on the login page and where to land afterwards. */
export const ssoStartQuery = z.object({
  email: emailSchema,
  returnTo: z.string().max(2000).optional(),
});
