import { sessionIdInput } from "../../../shared/sessions";
import { router, userProcedure } from "../../core/trpc";

/** Where the signed-in person is signed in (issue #17); the admin's own are admin.sessions. */
export const sessionsRouter = router({
  /** Live sessions: device, IP, created, last active; `current` marks the one asking. */
  list: userProcedure.query(({ ctx }) => ctx.services.accountSessions.list(ctx.viewer)),
  /** Ends one; another person's session id answers 404. */
  end: userProcedure
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => ctx.services.accountSessions.end(ctx.viewer, input.sessionId)),
  endOthers: userProcedure.mutation(({ ctx }) => ctx.services.accountSessions.endOthers(ctx.viewer)),
});
