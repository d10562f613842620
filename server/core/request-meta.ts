import type { Context } from "./context";

/** Who is asking, for throttling and the session record. */
export function requestMeta(ctx: Context) {
  return { ip: ctx.req.ip, userAgent: ctx.req.headers["user-agent"] };
}
