import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.stats: user counts, and signups and revenue per day for the last 30 days. */
export function useAdminStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.stats.queryOptions());
}
