import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { APP_NAME } from "../../../lib/app-name";
import { useTRPC } from "../../../lib/trpc";

/**
 * The configured product name for the checkout window (app.info, fixed per
 * process, so cached for good). Falls back to the name in index.html.
 */
export function useFetchAppName(): () => Promise<string> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const info = await queryClient.fetchQuery({
        ...trpc.app.info.queryOptions(),
        staleTime: Number.POSITIVE_INFINITY,
      });
      return info.appName || APP_NAME;
    } catch {
      return APP_NAME;
    }
  }, [queryClient, trpc]);
}
