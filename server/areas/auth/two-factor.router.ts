import { disableTwoFactorInput, twoFactorCodeInput } from "../../../shared/two-factor";
import { requestMeta } from "../../core/request-meta";
import { accountOwnerProcedure, recentlyConfirmedProcedure, router } from "../../core/trpc";

/** Two-factor sign-in settings of the caller: `auth.twoFactor` for users, `admin.twoFactor` (audited) for admins. */
export function twoFactorRouter(kind: "user" | "admin") {
  const procedure = accountOwnerProcedure(kind);
  // Turning it on needs sudo mode: a stolen session must not bind its own authenticator (turning it off asks for
  // the password and a code in the request itself).
  const recentlyConfirmed = recentlyConfirmedProcedure(kind);
  return router({
    status: procedure.query(({ ctx }) => ctx.services.twoFactor.status(ctx.owner)),
    begin: recentlyConfirmed.mutation(({ ctx }) => ctx.services.twoFactor.begin(ctx.owner, ctx.owner.label)),
    confirm: recentlyConfirmed
      .input(twoFactorCodeInput)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.confirm(ctx.owner, input.code, requestMeta(ctx))),
    regenerateBackupCodes: procedure
      .input(twoFactorCodeInput)
      .mutation(({ ctx, input }) =>
        ctx.services.twoFactor.regenerateBackupCodes(ctx.owner, input.code, requestMeta(ctx)),
      ),
    disable: procedure
      .input(disableTwoFactorInput)
      .mutation(({ ctx, input }) => ctx.services.twoFactor.disable(ctx.owner, input, requestMeta(ctx))),
  });
}
