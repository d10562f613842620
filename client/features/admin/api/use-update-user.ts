import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.updateUser: name, username, email and role; lists and counts are refetched afterwards. */
export function useUpdateUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.updateUser.mutationOptions({
      onSuccess: (result, input) => {
        queryClient.setQueryData(trpc.admin.user.queryKey({ id: input.id }), result.user);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.users.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
      },
    }),
  );
}
