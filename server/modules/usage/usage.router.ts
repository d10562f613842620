import { router, userProcedure } from "../../trpc/init";

export const usageRouter = router({
  /** Today's allowance for the plan in force: limit, used, remaining and when it renews. */
  today: userProcedure.query(({ ctx }) => ctx.services.usage.today(ctx.viewer)),

  /** The last 30 days; per day and model rows (tables, CSV) for Enterprise. */
  history: userProcedure.query(({ ctx }) => ctx.services.usage.history(ctx.viewer)),
});
