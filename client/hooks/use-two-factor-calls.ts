import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";

/**
 * `auth.twoFactor.*` for a user, `admin.twoFactor.*` for an administrator
 * (one router on the server serves both): the status and the calls that
 * change it, each change refetching the status (on or off, backup codes left).
 */
export function useTwoFactorCalls(realm: "auth" | "admin") {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const api = trpc[realm].twoFactor;
  const refetchStatus = () => void queryClient.invalidateQueries({ queryKey: api.status.queryKey() });
  return {
    status: useQuery(api.status.queryOptions()),
    begin: useMutation(api.begin.mutationOptions()),
    confirm: useMutation(api.confirm.mutationOptions({ onSuccess: refetchStatus })),
    regenerate: useMutation(api.regenerateBackupCodes.mutationOptions({ onSuccess: refetchStatus })),
    disable: useMutation(api.disable.mutationOptions({ onSuccess: refetchStatus })),
  };
}
