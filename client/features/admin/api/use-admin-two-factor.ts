import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.twoFactor.*: the signed-in administrator's own two-factor (audited); changes refetch the status. */
export function useAdminTwoFactor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetchStatus = () => void queryClient.invalidateQueries({ queryKey: trpc.admin.twoFactor.status.queryKey() });
  return {
    status: useQuery(trpc.admin.twoFactor.status.queryOptions()),
    begin: useMutation(trpc.admin.twoFactor.begin.mutationOptions()),
    confirm: useMutation(trpc.admin.twoFactor.confirm.mutationOptions({ onSuccess: refetchStatus })),
    regenerate: useMutation(trpc.admin.twoFactor.regenerateBackupCodes.mutationOptions({ onSuccess: refetchStatus })),
    disable: useMutation(trpc.admin.twoFactor.disable.mutationOptions({ onSuccess: refetchStatus })),
  };
}
