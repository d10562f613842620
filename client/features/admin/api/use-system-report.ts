import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** How often the System page asks again: the instances write every 10 s (docs/operations.md#system-page). */
export const SYSTEM_REFRESH_MS = 15_000;

/** admin.system: the last hour of every instance, asked again every 15 s while the page is open. */
export function useSystemReport() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.system.queryOptions(), refetchInterval: SYSTEM_REFRESH_MS });
}

export type SystemReport = NonNullable<ReturnType<typeof useSystemReport>["data"]>;
export type SystemModel = SystemReport["models"][number];
export type SystemInstance = SystemReport["instances"][number];
