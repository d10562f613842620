import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * auth.twoFactor.*: the user's optional two-factor sign-in. Every change
 * refetches the status (on or off, backup codes left).
 */
export function useTwoFactor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetchStatus = () => void queryClient.invalidateQueries({ queryKey: trpc.auth.twoFactor.status.queryKey() });
  return {
    status: useQuery(trpc.auth.twoFactor.status.queryOptions()),
    begin: useMutation(trpc.auth.twoFactor.begin.mutationOptions()),
    confirm: useMutation(trpc.auth.twoFactor.confirm.mutationOptions({ onSuccess: refetchStatus })),
    regenerate: useMutation(trpc.auth.twoFactor.regenerateBackupCodes.mutationOptions({ onSuccess: refetchStatus })),
    disable: useMutation(trpc.auth.twoFactor.disable.mutationOptions({ onSuccess: refetchStatus })),
  };
}

/** Whether the user's two-factor sign-in is on (the account deletion asks for a code then). */
export function useTwoFactorEnabled(): boolean {
  const trpc = useTRPC();
  return useQuery(trpc.auth.twoFactor.status.queryOptions()).data?.enabled ?? false;
}
