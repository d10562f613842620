import { importJobIdInput } from "../../../shared/imports";
import { router, userProcedure } from "../../core/trpc";

/** Imports (issue #33, docs/product/import.md): the person's jobs and one job's progress and report. The upload is REST (imports.rest.ts). */
export const importsRouter = router({
  list: userProcedure.query(({ ctx }) => ctx.services.imports.list(ctx.viewer.id)),
  get: userProcedure
    .input(importJobIdInput)
    .query(({ ctx, input }) => ctx.services.imports.get(ctx.viewer.id, input.id)),
});
