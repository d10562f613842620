import { englishText } from "../../../shared/server-messages";
import { bearerToken } from "../../core/context";
import { publicProcedure } from "../../core/trpc";

/**
 * Renewal and sign-out by the bearer token itself, which may have expired (hence public): the same two
 * procedures for people (`auth.*`) and administrators (`admin.*`, whose sessions last 8 hours at most).
 */
export function sessionTokenProcedures(kind: "user" | "admin") {
  return {
    refresh: publicProcedure.mutation(async ({ ctx }) => ({
      token: await ctx.services.sessions.refresh(kind, bearerToken(ctx.req)),
    })),
    logout: publicProcedure.mutation(async ({ ctx }) => {
      await ctx.services.sessions.revokeByToken(kind, bearerToken(ctx.req));
      return { message: englishText("auth.loggedOut") };
    }),
  };
}
