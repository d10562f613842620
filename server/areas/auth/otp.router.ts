import { emailInput, verifyOtpInput } from "../../../shared/auth";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import { requestMeta } from "../../core/request-meta";
import { publicProcedure, router } from "../../core/trpc";

export const otpRouter = router({
  /** Sign-up code, again. */
  resend: publicProcedure
    .input(emailInput)
    .mutation(({ ctx, input }) => ctx.services.auth.resendRegisterCode(input.email, requestMeta(ctx))),

  sendPasswordReset: publicProcedure
    .input(emailInput)
    .mutation(({ ctx, input }) => ctx.services.auth.sendResetCode(input.email, requestMeta(ctx), "auth.resetOtpSent")),

  resendPasswordReset: publicProcedure
    .input(emailInput)
    .mutation(({ ctx, input }) =>
      ctx.services.auth.sendResetCode(input.email, requestMeta(ctx), "auth.resetOtpResent"),
    ),

  /** The reset step's check; sign-up codes are checked by auth.register itself. */
  verify: publicProcedure.input(verifyOtpInput).mutation(({ ctx, input }) => {
    if (input.purpose !== "reset") throw new AppError("BAD_REQUEST", say("otp.signUpUsesRegister"));
    return ctx.services.auth.verifyResetCode(input.email, input.otp, requestMeta(ctx));
  }),
});
