import { usageHistoryInput, usageTodayInput } from "../../../shared/usage";
import { router, userProcedure } from "../../core/trpc";

export const usageRouter = router({
  /**
   * Today's allowance for the plan in force: limit, used, remaining and when it renews. For a workspace where the
   * person holds a seat, Enterprise's (what a chat billed there runs on); without a seat, their own plan's, and the
   * next turn there is refused with its own message (docs/product/workspaces.md#billing-context).
   */
  today: userProcedure.input(usageTodayInput.optional()).query(async ({ ctx, input }) => {
    const seat = input?.workspaceId
      ? await ctx.services.workspaceAccess.seatFor(ctx.viewer.id, input.workspaceId)
      : null;
    return ctx.services.usage.today(seat ? { ...ctx.viewer, role: "enterprise" } : ctx.viewer);
  }),

  /** The last 7, 30 (without input) or 90 days; per day and model rows (tables, CSV) for Enterprise. */
  history: userProcedure
    .input(usageHistoryInput.optional())
    .query(({ ctx, input }) => ctx.services.usage.history(ctx.viewer, input?.days)),
});
