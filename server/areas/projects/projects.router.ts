import { router, userProcedure } from "../../core/trpc";

/** Projects (issue #33): thin procedures over the projects service. */
export const projectsRouter = router({
  list: userProcedure.query(({ ctx }) => ctx.services.projects.list(ctx.viewer.id)),
});
