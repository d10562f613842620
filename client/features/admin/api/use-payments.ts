import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

export interface PaymentsQuery {
  status?: "completed" | "failed" | "refunded";
  q?: string;
  page?: number;
  pageSize?: number;
}

/** admin.paymentStats: counts and revenue (paise) of every payment. */
export function usePaymentStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.paymentStats.queryOptions());
}

/** admin.payments: one page of payments, newest first, optionally of one status. */
export function usePayments(query: PaymentsQuery) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.payments.queryOptions(query), placeholderData: keepPreviousData });
}
