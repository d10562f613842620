import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type RouterInputs, useTRPC } from "../../../lib/trpc";

/** The filters, sort and page; `user` keeps to one user's payments (their details page). */
type PaymentsQuery = RouterInputs["admin"]["payments"];

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
