import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** admin.apiKeys.list: one user's keys (names, prefixes, last use); the server audits each look. */
export function useAdminApiKeys(userId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.apiKeys.list.queryOptions({ userId }, { enabled: Boolean(userId) }));
}

/** admin.apiKeys.revoke (audited): the user's list and the audit log refetch. */
export function useAdminRevokeApiKey() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.apiKeys.revoke.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries(trpc.admin.apiKeys.list.pathFilter());
        void queryClient.invalidateQueries({ queryKey: trpc.admin.auditLog.queryKey() });
      },
    }),
  );
}
