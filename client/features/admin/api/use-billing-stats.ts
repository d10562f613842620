import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.billingStats: subscribers, recurring revenue, plans ending soon, revenue this month and last. */
export function useBillingStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.billingStats.queryOptions());
}
