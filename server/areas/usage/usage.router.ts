import { usageHistoryInput } from "../../../shared/usage";
import { router, userProcedure } from "../../core/trpc";

export const usageRouter = router({
  /** Today's allowance for the plan in force: limit, used, remaining and when it renews. */
  today: userProcedure.query(({ ctx }) => ctx.services.usage.today(ctx.viewer)),

  /** The last 7, 30 (without input) or 90 days; per day and model rows (tables, CSV) for Enterprise. */
  history: userProcedure
    .input(usageHistoryInput.optional())
    .query(({ ctx, input }) => ctx.services.usage.history(ctx.viewer, input?.days)),
});
