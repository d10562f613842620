import { z } from "zod";
import { englishText } from "../../../shared/server-messages";
import {
  memberInput,
  memberRoleInput,
  membersSchema,
  myWorkspaceSchema,
  updateWorkspaceInput,
  workspaceDetailsInput,
  workspaceIdInput,
  workspaceSchema,
} from "../../../shared/workspaces";
import { created, ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import { EXAMPLE_MEMBERS, EXAMPLE_MY_WORKSPACE, EXAMPLE_WORKSPACE, WORKSPACE_ID } from "./workspace-examples";
import type { workspacesRouter } from "./workspaces.router";

const { restOperation, table } = operationsOf<{ workspaces: typeof workspacesRouter }>();

const inWorkspace = sample(workspaceIdInput, { workspaceId: WORKSPACE_ID });
const member = sample(memberInput, { workspaceId: WORKSPACE_ID, memberId: EXAMPLE_MEMBERS.members[1]?.userId ?? "" });
const STRANGER = { 404: `Not a member of it, or no such workspace (\`workspaces.notFound\`).` } as const;
const MANAGERS_ONLY = {
  ...STRANGER,
  403: `A member who is not its owner or an admin (\`workspaces.managersOnly\`).`,
} as const;
const GSTIN_PROBLEMS =
  "A GSTIN of the wrong shape (`validation.gstin`), of no GST state (`workspaces.gstinUnknownState`), with a wrong check " +
  "character (`workspaces.gstinChecksum`) or of another state than the billing state (`workspaces.gstinOtherState`); " +
  "a billing state not in the list (`workspaces.billingState`).";

/** Workspaces and their members (issue #35, docs/product/workspaces.md): the REST twins of the procedures. */
export const WORKSPACE_OPERATIONS = table([
  restOperation({
    method: "post",
    path: "/workspaces",
    tag: "Workspaces",
    summary: "Create a workspace",
    description:
      "The company's name, an optional GSTIN (its check character verified, its state the billing state), the billing " +
      "address, state (GST state code: the place of supply) and e-mail. The caller becomes its owner. It has no seats " +
      "in force until its first payment.",
    procedure: "workspaces.create",
    auth: "user",
    body: sample(workspaceDetailsInput, {
      name: "Sahyadri Traders Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      billingAddress: "4th floor, Kalpataru Point, Sion, Mumbai 400022",
      billingState: "27",
      billingEmail: "accounts@sahyadri.example",
    }),
    response: created("The workspace.", workspaceSchema, {
      ...EXAMPLE_WORKSPACE,
      seats: 0,
      paidUntil: null,
      inForce: false,
    }),
    errors: { 400: GSTIN_PROBLEMS },
  }),
  restOperation({
    method: "get",
    path: "/workspaces",
    tag: "Workspaces",
    summary: "My workspaces",
    description: "Every workspace the caller is a member of, with their role, oldest membership first.",
    procedure: "workspaces.mine",
    auth: "user",
    response: ok("The workspaces.", z.array(myWorkspaceSchema), [EXAMPLE_MY_WORKSPACE]),
  }),
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}",
    tag: "Workspaces",
    summary: "A workspace",
    description:
      "Members see its name, their role, the seats and until when they are paid; owners and admins also `manage`: the " +
      "billing details and how many seats members and pending invitations hold.",
    procedure: "workspaces.get",
    auth: "user",
    params: inWorkspace,
    response: ok("The workspace.", workspaceSchema, EXAMPLE_WORKSPACE),
    errors: STRANGER,
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}",
    tag: "Workspaces",
    summary: "Edit a workspace's details",
    description:
      "Owners and admins; only the fields sent change. A GSTIN is checked against the billing state after the change.",
    procedure: "workspaces.update",
    auth: "user",
    params: inWorkspace,
    body: sample(updateWorkspaceInput.omit({ workspaceId: true }), { billingEmail: "gst@sahyadri.example" }),
    response: ok("The workspace.", workspaceSchema, EXAMPLE_WORKSPACE),
    errors: { ...MANAGERS_ONLY, 400: GSTIN_PROBLEMS },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/leave",
    tag: "Workspaces",
    summary: "Leave a workspace",
    description: "A member or admin leaves; their seat is free at once, on every instance.",
    procedure: "workspaces.leave",
    auth: "user",
    params: inWorkspace,
    response: ok("Left.", z.object({ left: z.literal(true) }), { left: true }),
    errors: {
      ...STRANGER,
      409: `The owner (\`workspaces.ownerCannotLeave\`): "${englishText("workspaces.ownerCannotLeave")}"`,
    },
  }),
  restOperation({
    method: "get",
    path: "/workspaces/{workspaceId}/members",
    tag: "Workspaces",
    summary: "A workspace's members",
    description:
      "Owners and admins see every member with e-mail, role and when they joined; a member sees the count and themselves.",
    procedure: "workspaces.members.list",
    auth: "user",
    params: inWorkspace,
    response: ok("The members.", membersSchema, EXAMPLE_MEMBERS),
    errors: STRANGER,
  }),
  restOperation({
    method: "put",
    path: "/workspaces/{workspaceId}/members/{memberId}",
    tag: "Workspaces",
    summary: "Change a member's role",
    description: "The owner only: makes a member an admin, or an admin a member. Nobody changes the owner.",
    procedure: "workspaces.members.setRole",
    auth: "user",
    params: member,
    body: sample(memberRoleInput.pick({ role: true }), { role: "admin" }),
    response: ok("The new role.", z.object({ userId: z.string(), role: z.enum(["member", "admin"]) }), {
      userId: member.example.memberId,
      role: "admin",
    }),
    errors: {
      403: "Not the owner (`workspaces.ownerOnly`).",
      404: "Not a member of it (`workspaces.notFound`), or the person is not (`workspaces.memberNotFound`).",
      409: "The person is the owner (`workspaces.ownerStays`).",
    },
  }),
  restOperation({
    method: "post",
    path: "/workspaces/{workspaceId}/members/{memberId}/make-owner",
    tag: "Workspaces",
    summary: "Hand the workspace to another member",
    description:
      "The owner only: the member becomes the owner, and the old owner stays on as an admin, in one step (there is always one owner).",
    procedure: "workspaces.members.transferOwnership",
    auth: "user",
    params: member,
    response: ok("The new owner.", z.object({ userId: z.string(), role: z.literal("owner") }), {
      userId: member.example.memberId,
      role: "owner",
    }),
    errors: {
      403: "Not the owner (`workspaces.ownerOnly`).",
      404: "Not a member of it (`workspaces.notFound`), or the person is not (`workspaces.memberNotFound`).",
      409: "The owner named themselves (`workspaces.alreadyOwner`).",
    },
  }),
  restOperation({
    method: "delete",
    path: "/workspaces/{workspaceId}/members/{memberId}",
    tag: "Workspaces",
    summary: "Remove a member",
    description:
      "Owners and admins remove anyone but the owner. The seat, and Enterprise's access through it, ends at once on every " +
      "instance; the person's conversations stay theirs.",
    procedure: "workspaces.members.remove",
    auth: "user",
    params: member,
    response: ok("Removed.", z.object({ removed: z.literal(true) }), { removed: true }),
    errors: {
      ...MANAGERS_ONLY,
      404: "Not a member of it (`workspaces.notFound`), or the person is not (`workspaces.memberNotFound`).",
      409: "The person is the owner (`workspaces.ownerStays`).",
    },
  }),
]);
