import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** admin.updateUser: name, username, email and role; lists and counts are refetched afterwards. */
export function useUpdateUser() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.updateUser.mutationOptions({
      onSuccess: (result, input) => {
        queryClient.setQueryData(trpc.admin.user.queryKey({ id: input.id }), result.user);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
    }),
  );
}
