import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PaymentSort, SortDirection } from "#shared/admin";
import { useTRPC } from "../../../lib/trpc";

export interface PaymentsQuery {
  status?: "completed" | "failed" | "refunded";
  q?: string;
  /** One user's payments (their details page). */
  user?: string;
  sort?: PaymentSort;
  dir?: SortDirection;
  page?: number;
  pageSize?: number;
}

/** admin.paymentStats: counts and revenue (paise) of every payment. */
export function usePaymentStats() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.paymentStats.queryOptions());
}

/** admin.payments: one page of payments, newest first unless sorted, optionally of one status or user. */
export function usePayments(query: PaymentsQuery) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.payments.queryOptions(query), placeholderData: keepPreviousData });
}
