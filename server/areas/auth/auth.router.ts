import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  loginInput,
  preRegisterInput,
  registerInput,
  resetPasswordInput,
  updateProfileInput,
} from "../../../shared/auth";
import { mfaLoginInput } from "../../../shared/two-factor";
import { requestMeta } from "../../core/request-meta";
import {
  confirmIdentityProcedure,
  publicProcedure,
  recentlyConfirmedProcedure,
  router,
  userProcedure,
} from "../../core/trpc";
import { sessionTokenProcedures } from "./session-token.procedures";
import { twoFactorRouter } from "./two-factor.router";

export const authRouter = router({
  preRegister: publicProcedure
    .input(preRegisterInput)
    .mutation(({ ctx, input }) => ctx.services.auth.preRegister(input, requestMeta(ctx))),

  register: publicProcedure
    .input(registerInput)
    .mutation(({ ctx, input }) => ctx.services.auth.register(input, requestMeta(ctx))),

  login: publicProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, requestMeta(ctx))),

  /** The second step when `login` answered `mfaRequired`: its `mfaToken` and a code. */
  loginMfa: publicProcedure
    .input(mfaLoginInput)
    .mutation(({ ctx, input }) => ctx.services.auth.loginMfa(input, requestMeta(ctx))),

  /** Optional two-factor sign-in for the signed-in user (profile, Security tab). */
  twoFactor: twoFactorRouter("user"),

  ...sessionTokenProcedures("user"),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resetPassword(input, requestMeta(ctx))),

  profile: userProcedure.query(({ ctx }) => ctx.services.auth.profile(ctx.viewer.id)),

  updateProfile: userProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => ctx.services.auth.updateProfile(ctx.viewer.id, input)),

  changePassword: userProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => ctx.services.auth.changePassword(ctx.viewer, input, requestMeta(ctx))),

  /** "Confirm it's you": puts this session in sudo mode for 10 minutes (README, "Sessions"). */
  confirmIdentity: confirmIdentityProcedure("user"),

  /** Profile → change e-mail, in sudo mode: a code to the new address, then the code. */
  changeEmail: router({
    begin: recentlyConfirmedProcedure("user")
      .input(changeEmailInput)
      .mutation(({ ctx, input }) => ctx.services.emailChange.begin(ctx.owner.id, input, requestMeta(ctx).locale)),
    confirm: recentlyConfirmedProcedure("user")
      .input(confirmEmailChangeInput)
      .mutation(({ ctx, input }) => ctx.services.emailChange.confirm(ctx.owner.id, input)),
  }),
});
