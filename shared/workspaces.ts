import { z } from "zod";
import { emailSchema } from "./auth";
import { isGstStateCode } from "./gst-states";
import { plainText, requiredText } from "./text";

/**
 * Workspaces, members and invitations (issue #35, docs/product/workspaces.md): the inputs the workspaces area,
 * its REST table and the workspace screens share, and the shapes they answer with.
 */

/** An invitation link works this long after it is sent (or sent again). */
export const INVITATION_TTL_DAYS = 7;
/** Random bytes in an invitation's token: only their SHA-256 is stored. */
export const INVITATION_TOKEN_BYTES = 32;
/** Invitations a person may send (or send again) an hour: each is an e-mail to an address they typed. */
export const INVITATIONS_PER_HOUR = 60;

/** The page an invitation's link opens, from the site's root. */
export const invitationPath = (token: string) => `/invite/${token}`;

const workspaceId = requiredText("Workspace", { max: 100 });
/** A member by their account id (`memberId`: `userId` names the account in the admin's paths). */
const memberId = requiredText("Member", { max: 100 });
const invitationId = requiredText("Invitation", { max: 100 });
const token = requiredText("Invitation", { max: 200 });

/** Upper-cased and without spaces; empty is no GSTIN. The check character and state are the service's. */
const gstin = plainText("GSTIN", { max: 20 })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^$|^[0-9A-Z]{15}$/, "GSTIN must be 15 characters, like 29ABCDE1234F1Z5"))
  .transform((value) => value || null);
const billingState = z
  .string({ error: "Choose the billing state from the list" })
  .refine(isGstStateCode, "Choose the billing state from the list");

export const workspaceDetailsInput = z.object({
  name: requiredText("Company name", { max: 200, stripBidi: true }),
  gstin: gstin.optional(),
  billingAddress: requiredText("Billing address", { max: 500, multiline: true }),
  billingState,
  billingEmail: emailSchema,
});
export type WorkspaceDetailsInput = z.input<typeof workspaceDetailsInput>;

export const workspaceIdInput = z.object({ workspaceId });
export const updateWorkspaceInput = workspaceDetailsInput.partial().extend({ workspaceId });

/** A role one can give: the owner is the creator and stays so. */
export const grantableRole = z.enum(["member", "admin"], { error: "Choose member or admin" });
export const memberInput = z.object({ workspaceId, memberId });
export const memberRoleInput = memberInput.extend({ role: grantableRole });

export const inviteInput = z.object({ workspaceId, email: emailSchema, role: grantableRole.default("member") });
export const invitationIdInput = z.object({ workspaceId, invitationId });
export const invitationTokenInput = z.object({ token });

export const workspaceRoleSchema = z.enum(["owner", "admin", "member"]);
export type WorkspaceRoleName = z.infer<typeof workspaceRoleSchema>;

const iso = (what: string) => z.string().describe(`${what}, ISO 8601.`);

/** A workspace of mine, as the list and the sidebar's switch show it. */
export const myWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  seats: z.number().int().describe("Seats paid for."),
  paidUntil: iso("Seats are in force until then").nullable(),
  inForce: z.boolean().describe("Whether its seats are in force now (paid ahead, not suspended)."),
  memberCount: z.number().int(),
});
export type MyWorkspace = z.infer<typeof myWorkspaceSchema>;

/** One workspace: members see the summary; owners and admins also `manage` (billing details and seat counts). */
export const workspaceSchema = myWorkspaceSchema.extend({
  suspended: z.boolean(),
  manage: z
    .object({
      gstin: z.string().nullable(),
      billingAddress: z.string(),
      billingState: z.string().describe("GST state code: the place of supply."),
      billingEmail: z.string(),
      pendingInvitations: z.number().int(),
      freeSeats: z.number().int().describe("Seats neither members nor pending invitations hold."),
      createdAt: iso("Created"),
    })
    .nullable()
    .describe("Only for owners and admins; `null` for members."),
});
export type WorkspaceView = z.infer<typeof workspaceSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joinedAt: iso("Joined"),
});
export type WorkspaceMemberView = z.infer<typeof memberSchema>;

/** Owners and admins see every member; a member sees the count and themselves. */
export const membersSchema = z.object({ count: z.number().int(), members: z.array(memberSchema) });
export type WorkspaceMembers = z.infer<typeof membersSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  invitedBy: z.string().nullable().describe("The inviter's name, while their account exists."),
  sentAt: iso("Sent (or sent again)"),
  expiresAt: iso("The link stops working"),
});
export type WorkspaceInvitationView = z.infer<typeof invitationSchema>;

/** What the invitation page shows to whoever holds the link. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string().describe("The invited address: only an account with it can accept."),
  role: workspaceRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
