import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** usage.today and usage.history: today's credits and the last 30 days. */
export function useUsage() {
  const trpc = useTRPC();
  const today = useQuery(trpc.usage.today.queryOptions());
  const history = useQuery(trpc.usage.history.queryOptions());
  return { today, history };
}

export type UsageHistory = NonNullable<ReturnType<typeof useUsage>["history"]["data"]>;
