import { Badge, type BadgeTone } from "./badge";

interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/**
 * SPEC §4 "Payment status values": completed is styled like the professional
 * badge, failed like starter, refunded like enterprise, and anything else
 * (an order never paid) like failed.
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

/** A payment's status, in the user's history and in the admin payment logs. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const look = paymentStatusLook(status);
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
