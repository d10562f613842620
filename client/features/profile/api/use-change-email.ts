import { useMutation } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/**
 * auth.changeEmail (sudo mode: a session over 10 minutes old is asked for its
 * password first, by the app's dialog): `begin` mails a code to the new
 * address, `confirm` makes the change and puts the saved profile in place.
 */
export function useChangeEmail() {
  const trpc = useTRPC();
  return {
    begin: useMutation(trpc.auth.changeEmail.begin.mutationOptions()),
    confirm: useCacheMutation((trpc, queryClient) =>
      trpc.auth.changeEmail.confirm.mutationOptions({
        onSuccess: (result) => queryClient.setQueryData(trpc.auth.profile.queryKey(), result.user),
      }),
    ),
  };
}
