import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.deleteUser: the list and the counts are refetched afterwards. */
export function useDeleteUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: (_result, input) => {
        queryClient.removeQueries({ queryKey: trpc.admin.user.queryKey({ id: input.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
    }),
  );
}
