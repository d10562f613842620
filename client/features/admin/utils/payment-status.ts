/** The status filter of the payment logs (docs/product/screens.md "Admin payments"): "" is All Payments. Labels are catalogue keys. */
export const PAYMENT_FILTERS = [
  { value: "", label: "admin.payments.filter.all" },
  { value: "completed", label: "admin.payments.filter.completed" },
  { value: "failed", label: "admin.payments.filter.failed" },
  { value: "refunded", label: "admin.payments.filter.refunded" },
] as const;

export type PaymentFilter = "" | "completed" | "failed" | "refunded";

export function toPaymentFilter(value: string | null): PaymentFilter {
  return value === "completed" || value === "failed" || value === "refunded" ? value : "";
}
