import type { BadgeTone } from "../../../components/badge";

interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/**
 * SPEC §4 "Payment status values": completed is styled like the professional
 * badge, failed like starter, refunded like enterprise; anything else (an
 * order never paid) like failed.
 */
const LOOKS: Record<string, StatusLook> = {
  completed: { label: "Completed", tone: "professional" },
  failed: { label: "Failed", tone: "starter" },
  refunded: { label: "Refunded", tone: "enterprise" },
  created: { label: "Incomplete", tone: "starter" },
};

export function paymentStatusLook(status: string): StatusLook {
  return (
    LOOKS[status] ?? { label: status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown", tone: "starter" }
  );
}

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
