import type {
  InvitationPreview,
  MyWorkspace,
  WorkspaceInvitationView,
  WorkspaceMembers,
  WorkspaceView,
} from "../../../shared/workspaces";
import { EXAMPLE } from "../../docs/common.schemas";

/** The workspace area's OpenAPI examples, one set for both of its tables. */
export const WORKSPACE_ID = "0196f3d1-4a2b-7c8d-9e0f-1a2b3c4d5e6f";
export const INVITATION_ID = "0196f3d2-5b3c-7d9e-8f10-2b3c4d5e6f70";
export const INVITATION_TOKEN = "kq3VtP0x8b2Lk9sWdE4nYh7RaZ1mC6uJ5oF8gT2wXyA";

export const EXAMPLE_MY_WORKSPACE: MyWorkspace = {
  id: WORKSPACE_ID,
  name: "Sahyadri Traders Pvt Ltd",
  role: "owner",
  seats: 5,
  paidUntil: EXAMPLE.planExpiresAt,
  inForce: true,
  memberCount: 3,
};

export const EXAMPLE_WORKSPACE: WorkspaceView = {
  ...EXAMPLE_MY_WORKSPACE,
  suspended: false,
  manage: {
    gstin: "27AAPFU0939F1ZV",
    billingAddress: "4th floor, Kalpataru Point, Sion, Mumbai 400022",
    billingState: "27",
    billingEmail: "accounts@sahyadri.example",
    pendingInvitations: 1,
    freeSeats: 1,
    createdAt: EXAMPLE.createdAt,
  },
};

export const EXAMPLE_MEMBERS: WorkspaceMembers = {
  count: 2,
  members: [
    {
      userId: EXAMPLE.userId,
      name: "Asha Rao",
      email: "asha.rao@example.com",
      role: "owner",
      joinedAt: EXAMPLE.createdAt,
    },
    {
      userId: "0196f1a2-8d4f-7e5b-8c32-6f9a1d7b2e34",
      name: "Vikram Shah",
      email: "vikram@sahyadri.example",
      role: "member",
      joinedAt: EXAMPLE.updatedAt,
    },
  ],
};

export const EXAMPLE_INVITATION: WorkspaceInvitationView = {
  id: INVITATION_ID,
  email: "meera@sahyadri.example",
  role: "member",
  invitedBy: "Asha Rao",
  sentAt: EXAMPLE.updatedAt,
  expiresAt: EXAMPLE.planExpiresAt,
};

export const EXAMPLE_PREVIEW: InvitationPreview = {
  workspaceName: EXAMPLE_WORKSPACE.name,
  email: EXAMPLE_INVITATION.email,
  role: "member",
  invitedBy: "Asha Rao",
  expiresAt: EXAMPLE.planExpiresAt,
};
