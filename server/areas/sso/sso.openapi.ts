import { z } from "zod";
import { englishText } from "../../../shared/server-messages";
import {
  ssoDiscoverInput,
  ssoDomainAddInput,
  ssoDomainInput,
  ssoSettingsInput,
  ssoVerifyInput,
  ssoWorkspaceInput,
} from "../../../shared/sso";
import { EXAMPLE, timestamp } from "../../docs/common.schemas";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { ssoRouter } from "./sso.router";

const { restOperation, table } = operationsOf<{ sso: typeof ssoRouter }>();

const WORKSPACE_ID = "0196f5d2-1a2b-7c3d-8e4f-5a6b7c8d9e0f";
const DOMAIN_ID = "0196f5d3-2b3c-7d4e-9f50-6a7b8c9d0e1f";
const workspacePath = sample(ssoWorkspaceInput, { workspaceId: WORKSPACE_ID });
const domainPath = sample(ssoDomainInput, { workspaceId: WORKSPACE_ID, domainId: DOMAIN_ID });
const MANAGERS_ONLY = {
  403: "A member who is not the owner or an admin (`workspaces.managersOnly`).",
  404: "Not a member of that workspace (`workspaces.notFound`).",
} as const;
const message = (text: string) => z.object({ message: z.string() }).describe(text);

const domainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  verifyEmail: z.string().nullable().describe("Where the last verification link went."),
  verifySentAt: timestamp.nullable(),
  verifiedAt: timestamp.nullable().describe("Null until the link is opened."),
  createdAt: timestamp,
});
const settingsSchema = z.object({
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  secretSet: z.boolean().describe("Whether a client secret is stored; the secret itself is never sent back."),
  required: z.boolean(),
  redirectUri: z.string().describe("The redirect URI to register at the provider."),
});

/** Single sign-on (issue #35, docs/product/workspaces.md#single-sign-on): the REST twins of the sso procedures. */
export const SSO_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/sso/discover",
    tag: "Single sign-on",
    summary: "Whether an address signs in through its workspace's provider",
    description:
      "Only for a verified domain whose workspace has set up its provider: `available` and the workspace's name. " +
      "Anything else, an unknown domain included, is `{ available: false }`.",
    procedure: "sso.discover",
    auth: "none",
    body: sample(ssoDiscoverInput, { email: "asha@acme.example" }),
    response: ok(
      "The answer.",
      z.union([
        z.object({ available: z.literal(true), workspaceName: z.string() }),
        z.object({ available: z.literal(false) }),
      ]),
      { available: true, workspaceName: "Acme Pvt Ltd" },
    ),
    errors: { 429: "Too many questions from this address (`sso.tooManyAttempts`)." },
  }),
  restOperation({
    method: "post",
    path: "/sso/domains/verify",
    tag: "Single sign-on",
    summary: "Verify a domain with the e-mailed link's token",
    procedure: "sso.verifyDomain",
    auth: "none",
    body: sample(ssoVerifyInput, { token: "q3Vt8mD0n1cX5bW7rE2yA9kL4sH6fJ0gP1uZ3oN8iC4" }),
    response: ok("Verified.", z.object({ domain: z.string(), workspaceName: z.string(), message: z.string() }), {
      domain: "acme.example",
      workspaceName: "Acme Pvt Ltd",
      message: englishText("sso.domainVerified", { domain: "acme.example" }),
    }),
    errors: {
      400: "A token unknown, used or over 24 hours old (`sso.verifyLinkInvalid`).",
      409: "Another workspace verified the domain first (`sso.domainTaken`).",
    },
  }),
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/sso/domains",
    tag: "Single sign-on",
    summary: "A workspace's e-mail domains",
    procedure: "sso.domains",
    auth: "user",
    params: workspacePath,
    response: ok("Oldest first.", z.array(domainSchema), [
      {
        id: DOMAIN_ID,
        domain: "acme.example",
        verifyEmail: "it@acme.example",
        verifySentAt: EXAMPLE.updatedAt,
        verifiedAt: null,
        createdAt: EXAMPLE.updatedAt,
      },
    ]),
    errors: MANAGERS_ONLY,
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/sso/domains",
    tag: "Single sign-on",
    summary: "Add a domain and e-mail its verification link",
    description:
      "The link goes to `email`, which must be at the domain, in the manager's language; it works for 24 hours.",
    procedure: "sso.addDomain",
    auth: "user",
    params: workspacePath,
    body: sample(ssoDomainAddInput.omit({ workspaceId: true }), { domain: "acme.example", email: "it@acme.example" }),
    response: created("Added; the link is on its way.", z.object({ id: z.string(), message: z.string() }), {
      id: DOMAIN_ID,
      message: englishText("sso.verificationSent", { email: "it@acme.example" }),
    }),
    errors: {
      ...MANAGERS_ONLY,
      400: "Not a domain, a public mail service (`sso.publicDomain`), or an address elsewhere (`sso.emailNotAtDomain`).",
      409: "Verified here already (`sso.domainExists`) or by another workspace (`sso.domainTaken`).",
      429: "Ten links an hour per workspace (`sso.tooManyAttempts`).",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/sso/domains/{domainId}/send",
    tag: "Single sign-on",
    summary: "Send a domain's verification link again",
    description: "A new link; the earlier one stops working.",
    procedure: "sso.sendVerification",
    auth: "user",
    params: domainPath,
    response: ok("Sent.", message("The confirmation."), {
      message: englishText("sso.verificationSent", { email: "it@acme.example" }),
    }),
    errors: {
      ...MANAGERS_ONLY,
      409: "Another workspace verified the domain (`sso.domainTaken`).",
      429: "Ten links an hour.",
    },
  }),
  restOperation({
    method: "delete",
    path: "/workspaces/{workspaceId}/sso/domains/{domainId}",
    tag: "Single sign-on",
    summary: "Remove a domain",
    description: "Its addresses no longer sign in through the provider nor need to.",
    procedure: "sso.removeDomain",
    auth: "user",
    params: domainPath,
    response: ok("Removed.", z.object({ id: z.string(), message: z.string() }), {
      id: DOMAIN_ID,
      message: englishText("sso.domainRemoved"),
    }),
    errors: MANAGERS_ONLY,
  }),
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/sso",
    tag: "Single sign-on",
    summary: "A workspace's provider settings",
    procedure: "sso.settings",
    auth: "user",
    params: workspacePath,
    response: ok("The settings, without the secret.", settingsSchema, {
      issuer: "https://id.acme.example",
      clientId: "nexgen-ai",
      secretSet: true,
      required: false,
      redirectUri: "https://nexgen.example/api/sso/callback",
    }),
    errors: MANAGERS_ONLY,
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}/sso",
    tag: "Single sign-on",
    summary: "Save the provider settings",
    description:
      "An empty or absent `clientSecret` keeps the stored one. `required: true` needs a verified domain; then password " +
      "login is refused for its addresses.",
    procedure: "sso.saveSettings",
    auth: "user",
    params: workspacePath,
    body: sample(ssoSettingsInput.omit({ workspaceId: true }), {
      issuer: "https://id.acme.example",
      clientId: "nexgen-ai",
      clientSecret: "s3cr3t-from-the-provider",
      required: true,
    }),
    response: ok("Saved.", message("The confirmation."), { message: englishText("sso.settingsSaved") }),
    errors: {
      ...MANAGERS_ONLY,
      400: "An issuer not https (`sso.issuerNotHttps`), no secret yet (`sso.secretMissing`), required with no verified domain (`sso.requireNeedsSetup`).",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/sso/test",
    tag: "Single sign-on",
    summary: "Test the connection to the provider",
    description: "Reads the saved issuer's discovery document.",
    procedure: "sso.testConnection",
    auth: "user",
    params: workspacePath,
    response: ok("The provider answered.", z.object({ ok: z.literal(true), message: z.string() }), {
      ok: true,
      message: englishText("sso.connectionOk", { issuer: "https://id.acme.example" }),
    }),
    errors: {
      ...MANAGERS_ONLY,
      400: "Settings not saved yet (`sso.providerNotSet`).",
      502: "No valid discovery document at the issuer (`sso.connectionFailed`).",
    },
  }),
]);
