import {
  projectCreateInput,
  projectFileInput,
  projectIdInput,
  projectMoveInput,
  projectRemoveInput,
  projectUpdateInput,
} from "../../../shared/projects";
import { englishText } from "../../../shared/server-messages";
import { router, userProcedure } from "../../core/trpc";

/** Projects (issue #33, docs/product/projects.md): thin procedures over the projects service. */
export const projectsRouter = router({
  list: userProcedure.query(({ ctx }) => ctx.services.projects.list(ctx.viewer.id)),
  get: userProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => ctx.services.projects.get(ctx.viewer.id, input.id)),
  create: userProcedure
    .input(projectCreateInput)
    .mutation(({ ctx, input }) => ctx.services.projects.create(ctx.viewer, input)),
  update: userProcedure
    .input(projectUpdateInput)
    .mutation(({ ctx, input }) => ctx.services.projects.update(ctx.viewer.id, input)),
  archive: userProcedure
    .input(projectIdInput)
    .mutation(({ ctx, input }) => ctx.services.projects.archive(ctx.viewer.id, input.id)),
  unarchive: userProcedure
    .input(projectIdInput)
    .mutation(({ ctx, input }) => ctx.services.projects.unarchive(ctx.viewer.id, input.id)),
  remove: userProcedure.input(projectRemoveInput).mutation(async ({ ctx, input }) => {
    const removed = await ctx.services.projects.remove(ctx.viewer.id, input);
    return {
      ...removed,
      message: englishText(input.withConversations ? "projects.deletedWithConversations" : "projects.deleted"),
    };
  }),
  move: userProcedure
    .input(projectMoveInput)
    .mutation(({ ctx, input }) => ctx.services.projects.move(ctx.viewer.id, input)),
  files: userProcedure
    .input(projectIdInput)
    .query(({ ctx, input }) => ctx.services.projects.files(ctx.viewer.id, input.id)),
  removeFile: userProcedure
    .input(projectFileInput)
    .mutation(({ ctx, input }) => ctx.services.projects.removeFile(ctx.viewer.id, input)),
});
