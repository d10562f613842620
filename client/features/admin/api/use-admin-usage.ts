import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** admin.usage.settings: daily credits and concurrent replies per plan, and the dollar rate. */
export function useUsageSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.usage.settings.queryOptions());
}

/** Saves them for every instance at once (audited); the cost report follows the new rate. */
export function useUpdateUsageSettings() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.usage.updateSettings.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.usage.settings.queryKey(), saved);
        void queryClient.invalidateQueries(trpc.admin.usage.report.pathFilter());
      },
    }),
  );
}

/** admin.usage.user: one user's credits today and their last 30 days. */
export function useUserUsage(userId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.usage.user.queryOptions({ id: userId }, { enabled: Boolean(userId) }));
}

/** admin.usage.grant: extra credits for today or for every day (audited); the user's figures refresh. */
export function useGrantCredits() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.usage.grant.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries(trpc.admin.usage.user.pathFilter()),
    }),
  );
}
