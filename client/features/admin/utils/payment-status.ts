/** The status filter of the payment logs (docs/product/screens.md "Admin payments"): "" is All Payments. */
export const PAYMENT_FILTERS = [
  { value: "", label: "All Payments" },
  { value: "completed", label: "Completed" },
  { value: "failed", label: "Failed" },
  { value: "refunded", label: "Refunded" },
] as const;

export type PaymentFilter = "" | "completed" | "failed" | "refunded";

export function toPaymentFilter(value: string | null): PaymentFilter {
  return value === "completed" || value === "failed" || value === "refunded" ? value : "";
}
