import { apiKeyIdInput, createApiKeyInput } from "../../../shared/api-keys";
import { recentlyConfirmedProcedure, router, userProcedure } from "../../core/trpc";

export const apiKeysRouter = router({
  /** Name, prefix and dates of the caller's keys, revoked ones included; never the key or its hash. */
  list: userProcedure.query(({ ctx }) => ctx.services.apiKeys.list(ctx.viewer.id)),
  /** Enterprise only, in sudo mode; the answer's `key` is the only time the key is shown. */
  create: recentlyConfirmedProcedure("user")
    .input(createApiKeyInput)
    .mutation(({ ctx, input }) => ctx.services.apiKeys.create(ctx.owner.id, input)),
  revoke: userProcedure
    .input(apiKeyIdInput)
    .mutation(({ ctx, input }) => ctx.services.apiKeys.revoke(ctx.viewer.id, input.id)),
});
