import { createCallerFactory } from "./core/trpc";
import { appRouter } from "./router";

/** Calls the procedures in-process as one request: the REST routes' way to the same code the client reaches through /trpc. */
export const createCaller = createCallerFactory(appRouter);
export type ApiCaller = ReturnType<typeof createCaller>;
