import { useT } from "../lib/i18n/use-t";
import { Badge, type BadgeTone } from "./badge";

interface StatusLook {
  /** A catalogue key for the statuses we know; an unknown status is shown as the server wrote it. */
  label: string;
  /** Whether `label` is a catalogue key (to translate) or the server's own word (shown as it is). */
  known: boolean;
  tone: BadgeTone;
}

/**
 * docs/product/data.md#states-and-transitions "Payment status values" styled completed like the professional
 * badge and failed like starter, which read as success in green; issue #14
 * keeps the spirit (each status its own look) but a failure reads as one:
 * failed is red, refunded a neutral blue (money went back, nothing is wrong),
 * and an order never paid (or a status we do not know) stays grey. Labels are catalogue keys.
 */
const LOOKS: Record<string, StatusLook> = {
  completed: { label: "common.payment.completed", known: true, tone: "professional" },
  failed: { label: "common.payment.failed", known: true, tone: "danger" },
  refunded: { label: "common.payment.refunded", known: true, tone: "info" },
  created: { label: "common.payment.incomplete", known: true, tone: "neutral" },
};

export function paymentStatusLook(status: string): StatusLook {
  if (LOOKS[status]) return LOOKS[status];
  if (!status) return { label: "common.payment.unknown", known: true, tone: "neutral" };
  return { label: status.charAt(0).toUpperCase() + status.slice(1), known: false, tone: "neutral" };
}

/** A payment's status, in the user's history and in the admin payment logs. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  const look = paymentStatusLook(status);
  return <Badge tone={look.tone}>{look.known ? t(look.label) : look.label}</Badge>;
}
