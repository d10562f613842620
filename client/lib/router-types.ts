import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/router";

/*
 * In a module of their own, below trpc.ts and session.ts: session.ts stores what the login calls
 * answer and trpc.ts reads the stored session, so neither can take these types from the other.
 */

/** What each procedure answers, as the client receives it (dates as strings): for components shared by features. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** What each procedure takes: for hooks whose callers build the input. */
export type RouterInputs = inferRouterInputs<AppRouter>;
