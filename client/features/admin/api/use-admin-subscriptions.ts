import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { type RouterInputs, useTRPC } from "../../../lib/trpc";

/** admin.subscriptions.overview: counts by state, MRR, this month's failed renewals, churn per month. */
export function useSubscriptionsOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.subscriptions.overview.queryOptions());
}

/** admin.subscriptions.list: one page of subscriptions, newest first, optionally of one state. */
export function useSubscriptionsList(query: RouterInputs["admin"]["subscriptions"]["list"]) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.subscriptions.list.queryOptions(query), placeholderData: keepPreviousData });
}

/** admin.subscriptions.cancel (audited): afterwards the figures, the list, the users and the audit log are refetched. */
export function useCancelSubscriptionByAdmin() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.subscriptions.cancel.mutationOptions({
      onSuccess: () => {
        for (const queryKey of [
          trpc.admin.subscriptions.pathKey(),
          trpc.admin.billingStats.queryKey(),
          trpc.admin.user.queryKey(),
          trpc.admin.users.queryKey(),
          trpc.admin.auditLog.queryKey(),
        ])
          void queryClient.invalidateQueries({ queryKey });
      },
    }),
  );
}
