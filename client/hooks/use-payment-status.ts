import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";

/** payment.status: the plan in force (a lapsed plan reads as starter), its status and end date. */
export function usePaymentStatus(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.payment.status.queryOptions(), enabled });
}
