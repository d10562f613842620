import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** subscription.cancel ("Cancel auto-renewal"): the answer is the subscription as it now stands. */
export function useCancelSubscription() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.subscription.cancel.mutationOptions({
      onSuccess: (subscription) => {
        queryClient.setQueryData(trpc.subscription.mine.queryKey(), subscription);
      },
    }),
  );
}
