import { z } from "zod";
import {
  adminWorkspaceIdInput,
  adminWorkspaceSuspendInput,
  adminWorkspacesInput,
} from "../../../shared/admin-workspaces";
import { englishText } from "../../../shared/server-messages";
import { billingPeriodSchema } from "../../../shared/subscriptions";
import { timestamp } from "../../docs/common.schemas";
import { ok, sample } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const WORKSPACE_ID = "0196f5a0-1b2c-7d3e-8f40-5a6b7c8d9e0f";
const path = sample(adminWorkspaceIdInput, { id: WORKSPACE_ID });

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  seats: z.number().int().describe("Seats in force now (0 when none are)."),
  members: z.number().int(),
  pending: z.number().int().describe("Pending invitations."),
  period: billingPeriodSchema.nullable(),
  paidUntil: timestamp.nullable(),
  status: z.enum(["active", "suspended", "lapsed", "unpaid"]),
  suspendReason: z.string().nullable(),
  mrr: z
    .number()
    .int()
    .describe("Per month, in paise: seats in force × the period's price, a yearly one at a twelfth."),
  createdAt: timestamp,
});
const ROW = {
  id: WORKSPACE_ID,
  name: "Lantern Analytics Pvt Ltd",
  ownerEmail: "asha.rao@example.com",
  seats: 5,
  members: 3,
  pending: 1,
  period: "monthly" as const,
  paidUntil: "2026-12-29T06:30:00.000Z",
  status: "active" as const,
  suspendReason: null,
  mrr: 299_500,
  createdAt: "2026-11-29T06:00:00.000Z",
};
const changed = z.object({ id: z.string(), suspended: z.boolean(), suspendReason: z.string().nullable() });

/** Our admin's workspaces (issue #35, docs/product/workspaces.md#our-admin). */
export const ADMIN_WORKSPACE_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/workspaces",
    tag: "Administration",
    summary: "Workspaces, newest first, with the total workspace MRR",
    description: "`q` matches the workspace's name or its owner's e-mail (any case, `%` and `_` as typed).",
    procedure: "admin.workspaces",
    auth: "admin",
    query: sample(adminWorkspacesInput, { q: "lantern", page: 1, pageSize: 20 }),
    response: ok(
      "One page, its total, and the MRR of every workspace.",
      z.object({
        workspaces: z.array(rowSchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        mrr: z.number().int().describe("Every workspace's MRR together, in paise."),
      }),
      { workspaces: [ROW], total: 1, page: 1, pageSize: 20, mrr: 299_500 },
    ),
    errors: { 400: "An invalid page or page size." },
  }),
  restOperation({
    method: "post",
    path: "/admin/workspaces/{id}/suspend",
    tag: "Administration",
    summary: "Suspend a workspace",
    description:
      "No seat is in force while suspended, on every instance at once; the reason is audited with the change.",
    procedure: "admin.suspendWorkspace",
    auth: "admin",
    params: path,
    body: sample(adminWorkspaceSuspendInput.omit({ id: true }), { reason: "Chargeback on the last payment" }),
    response: ok("Suspended (and audited).", changed, {
      id: WORKSPACE_ID,
      suspended: true,
      suspendReason: "Chargeback on the last payment",
    }),
    errors: {
      400: "No reason.",
      404: "No such workspace.",
      409: `Already suspended (\`${englishText("seats.alreadySuspended")}\`).`,
    },
  }),
  restOperation({
    method: "post",
    path: "/admin/workspaces/{id}/restore",
    tag: "Administration",
    summary: "Restore a suspended workspace",
    procedure: "admin.restoreWorkspace",
    auth: "admin",
    params: path,
    response: ok("Restored (and audited).", changed, { id: WORKSPACE_ID, suspended: false, suspendReason: null }),
    errors: { 404: "No such workspace.", 409: `Not suspended (\`${englishText("seats.notSuspended")}\`).` },
  }),
]);
