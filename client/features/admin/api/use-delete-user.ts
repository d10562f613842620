import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** admin.deleteUser: the list and the counts are refetched afterwards. */
export function useDeleteUser() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: (_result, input) => {
        queryClient.removeQueries({ queryKey: trpc.admin.user.queryKey({ id: input.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
    }),
  );
}
