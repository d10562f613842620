import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UsageHistoryRange } from "#shared/usage";
import { useTRPC } from "../../../lib/trpc";

/** usage.today and usage.history: today's credits and the last `days` days (the range shown stays while another loads). */
export function useUsage(days: UsageHistoryRange) {
  const trpc = useTRPC();
  const today = useQuery(trpc.usage.today.queryOptions());
  const history = useQuery({ ...trpc.usage.history.queryOptions({ days }), placeholderData: keepPreviousData });
  return { today, history };
}

export type UsageHistory = NonNullable<ReturnType<typeof useUsage>["history"]["data"]>;
