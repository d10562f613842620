import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { WorkspaceRole } from "../../generated/prisma/client";
import type { Db, Tx } from "../../lib/db";

/** Owners and admins manage a workspace (docs/product/workspaces.md#roles). */
export const MANAGERS: readonly WorkspaceRole[] = ["owner", "admin"];

/**
 * The person's role in a workspace, refusing a stranger with 404 (a workspace's existence is not told to
 * people outside it) and a member whose role is not in `allowed` with 403.
 */
export async function requireWorkspaceRole(
  db: Db | Tx,
  workspaceId: string,
  userId: string,
  allowed: readonly WorkspaceRole[] = ["owner", "admin", "member"],
): Promise<WorkspaceRole> {
  const member = await db.workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId, userId } },
    select: { role: true },
  });
  if (!member) throw new AppError("NOT_FOUND", say("workspaces.notFound"));
  if (!allowed.includes(member.role))
    throw new AppError("FORBIDDEN", say(allowed.length === 1 ? "workspaces.ownerOnly" : "workspaces.managersOnly"));
  return member.role;
}
