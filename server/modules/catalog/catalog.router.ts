import { publicProcedure, router } from "../../trpc/init";

export const catalogRouter = router({
  list: publicProcedure.query(({ ctx }) => ctx.services.catalog.list()),
});
