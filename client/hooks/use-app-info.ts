import { type QueryClient, useQuery } from "@tanstack/react-query";
import { APP_NAME } from "../lib/app-name";
import { useTRPC } from "../lib/trpc";

/** app.info is fixed per server process, so one answer is kept for good. */
function appInfoQuery(trpc: ReturnType<typeof useTRPC>) {
  return { ...trpc.app.info.queryOptions(), staleTime: Number.POSITIVE_INFINITY };
}

/** app.info: the configured product name, and whether the server runs without an AI provider key (demo replies). */
export function useAppInfo() {
  return useQuery(appInfoQuery(useTRPC()));
}

/**
 * The configured product name when it is needed at once (the checkout
 * window): asks app.info, or reuses its answer. Falls back to the name in index.html.
 * A plain function, so the purchase steps that need it load it with them, not the page.
 */
export async function fetchAppName(queryClient: QueryClient, trpc: ReturnType<typeof useTRPC>): Promise<string> {
  try {
    const info = await queryClient.fetchQuery(appInfoQuery(trpc));
    return info.appName || APP_NAME;
  } catch {
    return APP_NAME;
  }
}
