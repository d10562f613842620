import { Badge, type BadgeTone } from "./badge";

interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/**
 * docs/product/data.md#states-and-transitions "Payment status values" styled completed like the professional
 * badge and failed like starter, which read as success in green; issue #14
 * keeps the spirit (each status its own look) but a failure reads as one:
 * failed is red, refunded a neutral blue (money went back, nothing is wrong),
 * and an order never paid (or a status we do not know) stays grey.
 */
const LOOKS: Record<string, StatusLook> = {
  completed: { label: "Completed", tone: "professional" },
  failed: { label: "Failed", tone: "danger" },
  refunded: { label: "Refunded", tone: "info" },
  created: { label: "Incomplete", tone: "neutral" },
};

export function paymentStatusLook(status: string): StatusLook {
  return (
    LOOKS[status] ?? { label: status ? status.charAt(0).toUpperCase() + status.slice(1) : "Unknown", tone: "neutral" }
  );
}

/** A payment's status, in the user's history and in the admin payment logs. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const look = paymentStatusLook(status);
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
