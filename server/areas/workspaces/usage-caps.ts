import type { z } from "zod";
import { englishText, say } from "../../../shared/server-messages";
import type { workspaceCapsInput, workspaceMemberCapInput } from "../../../shared/workspace-usage";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { MANAGERS, requireWorkspaceRole } from "./roles";

type CapsInput = z.output<typeof workspaceCapsInput>;
type MemberCapInput = z.output<typeof workspaceMemberCapInput>;

/**
 * Caps settings (docs/product/workspaces.md#caps): owners and admins set the members' daily cap, the workspace's
 * monthly cap and a member's own daily cap, in credits; null is no cap. Each change commits with the workspace's
 * id on the change bus, so every instance's seat copy (access.ts) carries the new cap at once and the next turn is
 * held to it. The schema keeps no workspace history yet: when one lands, these changes belong in it.
 */
export function createWorkspaceCaps(deps: { bus: ChangeBus }) {
  const { bus } = deps;

  return {
    /** The caps given change, the others stay. */
    async setCaps(userId: string, input: CapsInput) {
      return bus.transaction(async (tx, publish) => {
        await requireWorkspaceRole(tx, input.workspaceId, userId, MANAGERS);
        const workspace = await tx.workspace.update({
          where: { id: input.workspaceId },
          data: {
            ...(input.memberDailyCap !== undefined ? { memberDailyCap: input.memberDailyCap } : {}),
            ...(input.monthlyCap !== undefined ? { monthlyCap: input.monthlyCap } : {}),
          },
          select: { memberDailyCap: true, monthlyCap: true },
        });
        publish("workspace", input.workspaceId);
        return { ...workspace, message: englishText("workspaceUsage.capsSaved") };
      });
    },

    /** One member's own daily cap; null gives them the workspace's again. */
    async setMemberCap(userId: string, input: MemberCapInput) {
      return bus.transaction(async (tx, publish) => {
        await requireWorkspaceRole(tx, input.workspaceId, userId, MANAGERS);
        const updated = await tx.workspaceMember.updateMany({
          where: { workspaceId: input.workspaceId, userId: input.memberId },
          data: { dailyCap: input.dailyCap },
        });
        if (updated.count === 0) throw new AppError("NOT_FOUND", say("workspaces.memberNotFound"));
        publish("workspace", input.workspaceId);
        return {
          userId: input.memberId,
          dailyCap: input.dailyCap,
          message: englishText("workspaceUsage.memberCapSaved"),
        };
      });
    },
  };
}

export type WorkspaceCaps = ReturnType<typeof createWorkspaceCaps>;
