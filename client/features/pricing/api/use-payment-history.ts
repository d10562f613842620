import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** payment.history: the signed-in user's payments, newest first. Fetched only once the list is opened. */
export function usePaymentHistory(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.payment.history.queryOptions(), enabled });
}
