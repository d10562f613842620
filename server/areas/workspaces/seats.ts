import type { Tx } from "../../lib/db";

/**
 * Seat counting (docs/product/workspaces.md#seats): every member, the owner included, uses a seat, and so does
 * every pending invitation (neither accepted nor revoked, not expired). Whatever adds a member or an invitation
 * (an invitation sent, an SSO sign-in creating a member) calls this first in its transaction: it locks the
 * workspace's row, so parallel additions queue and never seat more people than were paid for.
 */
export async function freeSeats(tx: Tx, workspaceId: string, now: Date): Promise<number> {
  const rows = await tx.$queryRaw<Array<{ seats: number; inForce: boolean }>>`
    select seats, ("paidUntil" > ${now} and "suspendedAt" is null) as "inForce"
    from "Workspace" where id = ${workspaceId} for update`;
  const workspace = rows[0];
  if (!workspace?.inForce) return 0;
  const [members, pending] = await Promise.all([
    tx.workspaceMember.count({ where: { workspaceId } }),
    tx.workspaceInvitation.count({
      where: { workspaceId, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    }),
  ]);
  return Math.max(0, workspace.seats - members - pending);
}
