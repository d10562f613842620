import { z } from "zod";
import {
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_HOUR,
  invitationIdInput,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenInput,
  inviteInput,
  workspaceIdInput,
} from "../../../shared/workspaces";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import {
  EXAMPLE_INVITATION,
  EXAMPLE_PREVIEW,
  INVITATION_ID,
  INVITATION_TOKEN,
  WORKSPACE_ID,
} from "./workspace-examples";
import type { workspacesRouter } from "./workspaces.router";

const { restOperation, table } = operationsOf<{ workspaces: typeof workspacesRouter }>();

const inWorkspace = sample(workspaceIdInput, { workspaceId: WORKSPACE_ID });
const oneInvitation = sample(invitationIdInput, { workspaceId: WORKSPACE_ID, invitationId: INVITATION_ID });
const byToken = sample(invitationTokenInput, { token: INVITATION_TOKEN });
const MANAGERS_ONLY = {
  403: "A member who is not its owner or an admin (`workspaces.managersOnly`).",
  404: "Not a member of it, or no such workspace (`workspaces.notFound`).",
} as const;
const TOO_MANY = `More than ${INVITATIONS_PER_HOUR} invitations sent or sent again in an hour (\`workspaces.tooManyInvitations\`, \`Retry-After\`).`;
const UNUSABLE = {
  404: "No invitation has this token (`workspaces.invitationNotFound`), or it was revoked (`workspaces.invitationRevoked`).",
  409: "It was already accepted (`workspaces.invitationUsed`).",
  410: `Its ${INVITATION_TTL_DAYS} days are over (\`workspaces.invitationExpired\`): a manager can send it again.`,
} as const;

/** Invitations to a workspace (issue #35, docs/product/workspaces.md#invitations): the REST twins of the procedures. */
export const WORKSPACE_INVITATION_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/invitations",
    tag: "Workspaces",
    summary: "Open invitations",
    description:
      "Owners and admins: invitations neither accepted nor revoked, newest first. One whose `expiresAt` has passed holds no " +
      "seat and can be sent again.",
    procedure: "workspaces.invitations.list",
    auth: "user",
    params: inWorkspace,
    response: ok("The invitations.", z.array(invitationSchema), [EXAMPLE_INVITATION]),
    errors: MANAGERS_ONLY,
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/invitations",
    tag: "Workspaces",
    summary: "Invite a person by e-mail",
    description:
      `Owners and admins invite an address as a member or an admin. The e-mail carries a link to \`/invite/<token>\` that ` +
      `works for ${INVITATION_TTL_DAYS} days (only the token's SHA-256 is stored); it is in the invitee's language when ` +
      "they have an account, else the inviter's. A pending invitation holds a seat: one beyond the free seats is refused, " +
      "also when many are sent at once.",
    procedure: "workspaces.invitations.send",
    auth: "user",
    params: inWorkspace,
    body: sample(inviteInput.omit({ workspaceId: true }), { email: "meera@sahyadri.example", role: "member" }),
    response: created("The invitation.", invitationSchema, EXAMPLE_INVITATION),
    errors: {
      ...MANAGERS_ONLY,
      409:
        "No free seat (`workspaces.seatsFull`, naming the seats, `seats` in the body) or none in force " +
        "(`workspaces.noSeatsInForce`); the address is a member already (`workspaces.alreadyMember`) or has a pending " +
        "invitation (`workspaces.alreadyInvited`).",
      429: TOO_MANY,
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/invitations/{invitationId}/resend",
    tag: "Workspaces",
    summary: "Send an invitation again",
    description: `A new link, valid ${INVITATION_TTL_DAYS} days from now; the old link stops working. An expired invitation needs a free seat again.`,
    procedure: "workspaces.invitations.resend",
    auth: "user",
    params: oneInvitation,
    response: ok("The invitation.", invitationSchema, EXAMPLE_INVITATION),
    errors: {
      403: MANAGERS_ONLY[403],
      404: "No such open invitation (`workspaces.invitationNotPending`), or not a member (`workspaces.notFound`).",
      409: "An expired invitation and no free seat (`workspaces.seatsFull`).",
      429: TOO_MANY,
    },
  }),
  restOperation({
    method: "delete",
    path: "/workspaces/{workspaceId}/invitations/{invitationId}",
    tag: "Workspaces",
    summary: "Revoke an invitation",
    description: "Its link stops at once and the seat it held is free.",
    procedure: "workspaces.invitations.revoke",
    auth: "user",
    params: oneInvitation,
    response: ok("Revoked.", z.object({ revoked: z.literal(true) }), { revoked: true }),
    errors: {
      403: MANAGERS_ONLY[403],
      404: "No such open invitation (`workspaces.invitationNotPending`), or not a member (`workspaces.notFound`).",
    },
  }),
  restOperation({
    method: "get",
    path: "/workspaces/invitations/{token}",
    tag: "Workspaces",
    summary: "Read an invitation",
    description:
      "No token needed: the invitation's own token is the credential. The workspace's name, the invited address (only an " +
      "account with it can accept), the role and the inviter.",
    procedure: "workspaces.invitations.preview",
    auth: "none",
    params: byToken,
    response: ok("The invitation.", invitationPreviewSchema, EXAMPLE_PREVIEW),
    errors: UNUSABLE,
  }),
  restOperation({
    method: "post",
    path: "/workspaces/invitations/{token}/accept",
    tag: "Workspaces",
    summary: "Accept an invitation",
    description:
      "The signed-in account whose e-mail is the invited address (letter case aside) becomes a member with the invited " +
      "role; the invitation is used in the same transaction.",
    procedure: "workspaces.invitations.accept",
    auth: "user",
    params: byToken,
    response: ok("Now a member.", z.object({ workspaceId: z.string() }), { workspaceId: WORKSPACE_ID }),
    errors: {
      ...UNUSABLE,
      403: "Signed in with another address (`workspaces.wrongAccount`, naming the invited one).",
    },
  }),
]);
