import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** admin.refundPayment: afterwards every list, count and plan it changes is refetched. */
export function useRefundPayment() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.refundPayment.mutationOptions({
      onSuccess: () => {
        for (const queryKey of [
          trpc.admin.payments.queryKey(),
          trpc.admin.paymentStats.queryKey(),
          trpc.admin.billingStats.queryKey(),
          trpc.admin.stats.queryKey(),
          trpc.admin.user.queryKey(),
          trpc.admin.users.queryKey(),
          trpc.admin.auditLog.queryKey(),
        ])
          void queryClient.invalidateQueries({ queryKey });
      },
    }),
  );
}
