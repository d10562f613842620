import { workspaceCapsInput, workspaceMemberCapInput, workspaceUsageInput } from "../../../shared/workspace-usage";
import { router, userProcedure } from "../../core/trpc";

/** A workspace's caps and usage dashboard (issue #35, docs/product/workspaces.md#usage-dashboard). */
export const workspaceUsageRouter = router({
  dashboard: userProcedure
    .input(workspaceUsageInput)
    .query(({ ctx, input }) => ctx.services.workspaceUsage.dashboard(ctx.viewer.id, input)),
  exportCsv: userProcedure
    .input(workspaceUsageInput)
    .query(({ ctx, input }) => ctx.services.workspaceUsage.exportCsv(ctx.viewer.id, input)),
  setCaps: userProcedure
    .input(workspaceCapsInput)
    .mutation(({ ctx, input }) => ctx.services.workspaceUsage.setCaps(ctx.viewer.id, input)),
  setMemberCap: userProcedure
    .input(workspaceMemberCapInput)
    .mutation(({ ctx, input }) => ctx.services.workspaceUsage.setMemberCap(ctx.viewer.id, input)),
});
