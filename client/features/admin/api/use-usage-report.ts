import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.usage.report: AI cost against revenue over the last 30 days. */
export function useUsageReport() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.usage.report.queryOptions());
}

export type UsageReport = NonNullable<ReturnType<typeof useUsageReport>["data"]>;
