import { allowanceResetsAt } from "../../../shared/allowance";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";

/**
 * The workspace a turn or API call is billed to (issue #35, docs/product/workspaces.md#billing-context): the seat
 * its author holds there now, with the caps in force. The turn runs on Enterprise's terms and is charged to the
 * member's day in the workspace (WorkspaceUsageDay) as well as to the person's own allowance.
 */
export interface BilledWorkspace {
  workspaceId: string;
  workspaceName: string;
  /** Credits the member may use for the workspace per day (India's calendar); null: no cap of its own. */
  dailyCap: number | null;
  /** Credits the whole workspace may use per calendar month (India's); null: none. */
  monthlyCap: number | null;
}

export type WorkspaceOutcome = "member_cap" | "workspace_cap";

/**
 * begin_reply's statement for a turn billed to a workspace: begin_workspace_reply (the workspace_billing
 * migration) checks the member's and the workspace's caps and charges both days in one step, under the locks
 * that keep parallel turns from passing a cap together. `values` are begin_reply's ten, in its order.
 */
export function workspaceBegin(values: unknown[], workspace: BilledWorkspace) {
  return {
    name: "usage-begin-workspace-reply",
    text: `select begin_workspace_reply($1, $2::date, $3, $4, $5, $6::timestamp, $7::timestamp, $8, $9, $10,
                                     $11, $12, $13) as outcome`,
    values: [...values, workspace.workspaceId, workspace.dailyCap, workspace.monthlyCap],
  };
}

/** The refusal of a turn that would pass a cap: what is left, what it needs, and who can raise it. */
export async function capRefusal(
  db: Db,
  outcome: WorkspaceOutcome,
  turn: { userId: string; day: string; credits: number; at: Date },
  workspace: BilledWorkspace,
): Promise<AppError> {
  const member = outcome === "member_cap";
  const { rows } = await db.$pool.query<{ used: number }>(
    member
      ? {
          name: "workspace-member-used",
          text: `select coalesce(sum(used), 0)::int as used from "WorkspaceUsageDay"
                 where "workspaceId" = $1 and "userId" = $3 and day = $2::date`,
          values: [workspace.workspaceId, turn.day, turn.userId],
        }
      : {
          name: "workspace-month-used",
          text: `select coalesce(sum(used), 0)::int as used from "WorkspaceUsageDay"
                 where "workspaceId" = $1 and day between date_trunc('month', $2::date)::date and $2::date`,
          values: [workspace.workspaceId, turn.day],
        },
  );
  const cap = (member ? workspace.dailyCap : workspace.monthlyCap) ?? 0;
  const used = rows[0]?.used ?? 0;
  const values = { workspace: workspace.workspaceName, cap, left: Math.max(0, cap - used), cost: turn.credits };
  const resetsAt = member ? allowanceResetsAt(turn.at) : null;
  return new AppError(
    "TOO_MANY_REQUESTS",
    say(member ? "workspaceBilling.memberCap" : "workspaceBilling.monthlyCap", values),
    {
      ...(resetsAt ? { retryAfter: Math.max(1, Math.ceil((resetsAt.getTime() - turn.at.getTime()) / 1000)) } : {}),
      extra: {
        workspaceId: workspace.workspaceId,
        cap,
        used,
        ...(resetsAt ? { resetsAt: resetsAt.toISOString() } : {}),
      },
    },
  );
}
