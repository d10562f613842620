import { useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

/** admin.billing.settings: the seller's details and GST printed on receipts. */
export function useBillingSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.billing.settings.queryOptions());
}

/** Saves them for every instance at once (audited); receipts shown or mailed from then on use them. */
export function useUpdateBillingSettings() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.billing.updateSettings.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.admin.billing.settings.queryKey(), saved),
    }),
  );
}
