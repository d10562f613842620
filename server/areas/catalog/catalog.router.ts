import { publicProcedure, router } from "../../core/trpc";

export const catalogRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.catalog.list()),
});
