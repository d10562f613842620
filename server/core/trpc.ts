import { initTRPC, TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ZodError, z } from "zod";
import { identityProofInput } from "../../shared/auth";
import { englishText, matchServerText, type ServerMessage, say } from "../../shared/server-messages";
import { bearerToken, type Context, signedIn } from "./context";
import { AppError, type AppErrorCode, ERROR_TABLE, zodMessages } from "./errors";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isUnstorableText, UNSTORABLE_TEXT } from "./prisma-errors";
import { sessionOwner } from "./recent-auth";
import { requestMeta } from "./request-meta";

/** What a procedure asks of its caller; none: anyone may call it (and the client budget applies, see client-budget.ts). */
export interface ProcedureMeta {
  signIn?: "user" | "admin";
}

/** The message's key and values beside its English (shared/server-messages.ts): the SPA shows them in the reader's language. */
function keyOf(text: ServerMessage | undefined) {
  return text ? { messageKey: text.key, messageValues: text.values ?? {} } : {};
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      if (cause instanceof ZodError) {
        const errors = zodMessages(cause);
        // `errors` is the spec's list; `fieldErrors` lets a form put each message beside its field.
        const { fieldErrors } = z.flattenError(cause);
        const message = errors[0] ?? shape.message;
        return {
          ...shape,
          message,
          data: { ...shape.data, errors, fieldErrors, stack: undefined, ...keyOf(matchServerText(message)) },
        };
      }
      const app = cause instanceof AppError ? cause : undefined;
      // Errors thrown while a streamed output is being read skip the middleware
      // below; give them their mapped code here too.
      const mapped = app ? ERROR_TABLE[app.code] : undefined;
      // Never leak internals to the browser: bugs get a generic text.
      const hidden = error.code === "INTERNAL_SERVER_ERROR" && !app;
      return {
        ...shape,
        ...(mapped ? { code: TRPC_ERROR_CODES_BY_KEY[mapped.trpc] } : {}),
        message: hidden ? englishText("server.internal") : shape.message,
        data: {
          ...shape.data,
          ...(mapped ? { code: mapped.trpc, httpStatus: mapped.http } : {}),
          stack: undefined,
          ...keyOf(hidden ? say("server.internal") : app ? app.text : matchServerText(shape.message)),
          appCode: app?.code,
          errors: app?.options.errors,
          details: app?.options.details,
          retryAfter: app?.options.retryAfter,
          extra: app?.options.extra,
        },
      };
    },
  });

/**
 * The body tRPC would send if each of `paths` threw an AppError with this code,
 * message and retry-after, for a refusal made before tRPC runs (the client
 * budget, which must stay cheap: no Error is built): the formatter's fields, so
 * the SPA reads it like any other (httpStatus, retryAfter). A batch gets one per call.
 */
export function trpcRefusalBody(
  refusal: { code: AppErrorCode; message: ServerMessage; retryAfter: number },
  paths: readonly string[],
  batch: boolean,
) {
  const mapped = ERROR_TABLE[refusal.code];
  const message = englishText(refusal.message);
  const shape = (path: string | undefined) => ({
    error: {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[mapped.trpc],
      data: {
        code: mapped.trpc,
        httpStatus: mapped.http,
        path,
        ...keyOf(refusal.message),
        appCode: refusal.code,
        retryAfter: refusal.retryAfter,
      },
    },
  });
  return batch ? paths.map(shape) : shape(paths[0]);
}

/** Services throw AppError; tRPC sees the code the error table maps it to. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: DATABASE_UNAVAILABLE,
      cause: new AppError("UNAVAILABLE", say("server.unavailable"), {
        retryAfter: 5,
        cause: result.error.cause,
      }),
    });
  }
  if (!result.ok && isUnstorableText(result.error.cause)) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: UNSTORABLE_TEXT,
      cause: new AppError("BAD_REQUEST", say("request.unstorableText"), { cause: result.error.cause }),
    });
  }
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: ERROR_TABLE[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** The signed-in user when the call carries a valid token, else `viewer: null` (for calls the spec lets anyone make). */
export const optionalUserProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const viewer = await ctx.services.sessions.authenticateUser(bearerToken(ctx.req));
  return next({ ctx: { viewer } });
});

async function signedInAdmin(ctx: Context) {
  const admin = await ctx.services.sessions.authenticateAdmin(bearerToken(ctx.req));
  if (!admin) throw new AppError("UNAUTHENTICATED", say("auth.adminRequired"));
  return admin;
}

export const userProcedure = optionalUserProcedure
  .meta({ signIn: "user" })
  .use(async ({ ctx, next }) => next({ ctx: { viewer: signedIn(ctx.viewer) } }));

export const adminProcedure = publicProcedure
  .meta({ signIn: "admin" })
  .use(async ({ ctx, next }) => next({ ctx: { admin: await signedInAdmin(ctx) } }));

/**
 * The signed-in user or administrator as the owner of their own sign-in
 * settings, under the same tokens and refusals as userProcedure and
 * adminProcedure: one router (two-factor) then serves both.
 */
export function accountOwnerProcedure(kind: "user" | "admin") {
  return publicProcedure.meta({ signIn: kind }).use(async ({ ctx, next }) => {
    const viewer =
      kind === "admin"
        ? await signedInAdmin(ctx)
        : signedIn(await ctx.services.sessions.authenticateUser(bearerToken(ctx.req)));
    return next({ ctx: { owner: sessionOwner(viewer) } });
  });
}

/**
 * accountOwnerProcedure for the calls that change how an account is
 * protected (sudo mode): a 403 `reauth_required` unless this session proved
 * the password (and code) within the last 10 minutes (recent-auth.ts).
 */
export function recentlyConfirmedProcedure(kind: "user" | "admin") {
  return accountOwnerProcedure(kind).use(async ({ ctx, next }) => {
    await ctx.services.recentAuth.require(ctx.owner);
    return next();
  });
}

/** `auth.confirmIdentity` and `admin.confirmIdentity`: the password and, with two-factor on, a code. */
export function confirmIdentityProcedure(kind: "user" | "admin") {
  return accountOwnerProcedure(kind)
    .input(identityProofInput)
    .mutation(({ ctx, input }) => ctx.services.recentAuth.confirm(ctx.owner, input, requestMeta(ctx)));
}
