import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * The models marked unavailable now (issue #34, docs/product/fallbacks.md#model-health), read while the model
 * picker is open: a mark lasts a minute, so a picker left open is told again twice a minute.
 */
export function useModelHealth(enabled: boolean): ReadonlySet<string> {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.chat.modelHealth.queryOptions(undefined, { enabled, staleTime: 15_000, refetchInterval: 30_000 }),
  );
  return new Set(data?.degraded ?? []);
}
