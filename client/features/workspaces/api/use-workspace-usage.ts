import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UsageHistoryRange } from "#shared/usage";
import { downloadText } from "../../../lib/download";
import { type RouterInputs, type RouterOutputs, useTRPC, useTRPCClient } from "../../../lib/trpc";

export type WorkspaceUsage = RouterOutputs["workspaceUsage"]["dashboard"];
export type WorkspaceUsageMember = WorkspaceUsage["members"][number];

/** workspaceUsage.dashboard: the workspace's last `days` days (the range on screen stays while another loads). */
export function useWorkspaceUsage(workspaceId: string, days: UsageHistoryRange) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.workspaceUsage.dashboard.queryOptions({ workspaceId, days }),
    placeholderData: keepPreviousData,
  });
}

/** After a cap is saved, every range of the dashboard is read again: caps and "at cap" show on each. */
function useRefreshDashboard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.workspaceUsage.dashboard.pathKey() });
}

/** workspaceUsage.setCaps: the members' daily cap and the workspace's monthly cap. */
export function useSetWorkspaceCaps() {
  const trpc = useTRPC();
  const refresh = useRefreshDashboard();
  return useMutation(trpc.workspaceUsage.setCaps.mutationOptions({ onSuccess: refresh }));
}

/** workspaceUsage.setMemberCap: one member's own daily cap (null: the workspace's). */
export function useSetMemberCap() {
  const trpc = useTRPC();
  const refresh = useRefreshDashboard();
  return useMutation(trpc.workspaceUsage.setMemberCap.mutationOptions({ onSuccess: refresh }));
}

/** The dashboard's rows as CSV, fetched fresh (a download is a snapshot of now) and saved as a file. */
export function useWorkspaceUsageCsv() {
  const client = useTRPCClient();
  return useMutation({
    mutationFn: async (input: RouterInputs["workspaceUsage"]["exportCsv"]) => {
      const file = await client.workspaceUsage.exportCsv.query(input);
      downloadText(file.filename, file.csv, "text/csv;charset=utf-8");
      return file;
    },
  });
}
