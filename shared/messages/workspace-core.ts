/**
 * The server's texts about workspaces, their members and invitations (issue #35, docs/product/workspaces.md#roles
 * and #invitations), in English, by the stable key the API answers with (shared/server-messages.ts).
 */
export const WORKSPACE_CORE_TEXTS = {
  "workspaces.gstinChecksum":
    "This GSTIN's last character does not match the others: check it against the GST registration certificate.",
  "workspaces.gstinUnknownState": "The first two digits of a GSTIN must be a GST state code, like 27 for Maharashtra.",
  "workspaces.gstinOtherState":
    "This GSTIN is registered in state {state}: choose that state as the billing state, or correct the GSTIN.",
  "workspaces.billingState": "Choose the billing state from the list",
  "workspaces.roleChoice": "Choose member or admin",
  "workspaces.noSeatsInForce": "This workspace has no seats in force: buy seats before inviting people.",
  "workspaces.seatsFull":
    "All {seats, plural, one {# seat is} other {# seats are}} taken by members and pending invitations: add seats or revoke an invitation first.",
  "workspaces.alreadyMember": "{email} is already a member of this workspace.",
  "workspaces.alreadyInvited": "{email} already has a pending invitation: resend it instead.",
  "workspaces.tooManyInvitations":
    "You can send at most {count} invitations an hour. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "workspaces.invitationNotFound": "Invitation not found: check that the link is complete.",
  "workspaces.invitationRevoked": "This invitation was withdrawn: ask the workspace's admin for a new one.",
  "workspaces.invitationExpired": "This invitation has expired: ask the workspace's admin to send it again.",
  "workspaces.invitationUsed": "This invitation was already accepted.",
  "workspaces.invitationNotPending": "This invitation is no longer pending.",
  "workspaces.wrongAccount":
    "This invitation is for {email}. Sign in with that address to accept it (you are signed in as {yours}).",
  "workspaces.memberNotFound": "This person is not a member of the workspace.",
  "workspaces.ownerStays": "The owner cannot be removed, and the owner's role cannot be changed.",
  "workspaces.alreadyOwner": "You are already this workspace's owner: choose another member to hand it to.",
  "workspaces.ownerCannotLeave": "The owner cannot leave the workspace.",
  "field.companyName": "Company name",
  "field.billingAddress": "Billing address",
  "field.gstin": "GSTIN",
  "field.invitation": "Invitation",
  "field.member": "Member",
} as const;
