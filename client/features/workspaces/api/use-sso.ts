import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** A workspace's e-mail domains for single sign-on (sso.domains), managers only. */
export function useSsoDomains(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.sso.domains.queryOptions({ workspaceId }));
}

/** The provider settings (sso.settings), without the secret. */
export function useSsoSettings(workspaceId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.sso.settings.queryOptions({ workspaceId }));
}

/** Adding a domain, sending its link again or removing it: the list is read again. */
export function useSsoDomainChanges(workspaceId: string) {
  const refetch = (trpc: ReturnType<typeof useTRPC>, queryClient: import("@tanstack/react-query").QueryClient) => () =>
    queryClient.invalidateQueries({ queryKey: trpc.sso.domains.queryKey({ workspaceId }) });
  return {
    add: useCacheMutation((trpc, queryClient) =>
      trpc.sso.addDomain.mutationOptions({ onSuccess: refetch(trpc, queryClient) }),
    ),
    send: useCacheMutation((trpc, queryClient) =>
      trpc.sso.sendVerification.mutationOptions({ onSuccess: refetch(trpc, queryClient) }),
    ),
    remove: useCacheMutation((trpc, queryClient) =>
      trpc.sso.removeDomain.mutationOptions({ onSuccess: refetch(trpc, queryClient) }),
    ),
  };
}

/** Saving the settings reads them again (the secret shows as set); testing reads the saved issuer. */
export function useSsoSettingsChanges(workspaceId: string) {
  return {
    save: useCacheMutation((trpc, queryClient) =>
      trpc.sso.saveSettings.mutationOptions({
        onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.sso.settings.queryKey({ workspaceId }) }),
      }),
    ),
    test: useCacheMutation((trpc) => trpc.sso.testConnection.mutationOptions()),
  };
}
