import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** payment.receipt: one of the signed-in person's receipts (404 for anyone else's, or before the payment completed). */
export function useReceipt(paymentId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.payment.receipt.queryOptions({ id: paymentId }));
}
