import type { SubscriptionState } from "#shared/subscriptions";
import { useT } from "../lib/i18n/use-t";
import { Badge, type BadgeTone } from "./badge";

/** A subscription's state as a person reads it: `cancelling` is one in force that will not renew. */
export type SubscriptionLook = SubscriptionState | "cancelling";

/** Labels are catalogue keys (client/messages/subscription), translated where they render. */
const LOOKS: Record<SubscriptionLook, { label: string; tone: BadgeTone }> = {
  created: { label: "common.subscription.state.created", tone: "neutral" },
  authenticated: { label: "common.subscription.state.authenticated", tone: "info" },
  active: { label: "common.subscription.state.active", tone: "success" },
  pending: { label: "common.subscription.state.pending", tone: "warning" },
  halted: { label: "common.subscription.state.halted", tone: "danger" },
  cancelled: { label: "common.subscription.state.cancelled", tone: "neutral" },
  completed: { label: "common.subscription.state.completed", tone: "neutral" },
  cancelling: { label: "common.subscription.state.cancelling", tone: "warning" },
};

export function subscriptionLook(subscription: { status: SubscriptionState; cancelAtCycleEnd: boolean }) {
  const { status, cancelAtCycleEnd } = subscription;
  return cancelAtCycleEnd && (status === "active" || status === "authenticated") ? "cancelling" : status;
}

/** The state's badge, in the owner's profile and on the admin's Subscribers page alike. */
export function SubscriptionStateBadge({ look }: { look: SubscriptionLook }) {
  const { t } = useT();
  const { label, tone } = LOOKS[look];
  return <Badge tone={tone}>{t(label)}</Badge>;
}

const PERIODS: Record<string, string> = {
  monthly: "common.subscription.period.monthly",
  yearly: "common.subscription.period.yearly",
};

const METHODS: Record<string, string> = {
  upi: "common.subscription.method.upi",
  card: "common.subscription.method.card",
  emandate: "common.subscription.method.emandate",
  nach: "common.subscription.method.nach",
};

/** A subscription's state, period and Razorpay's payment method of its mandate (upi, card, emandate, nach), in words. */
export function useSubscriptionWords() {
  const { t } = useT();
  return {
    state: (look: SubscriptionLook) => t(LOOKS[look].label),
    period: (period: string) => t(PERIODS[period] ?? "common.subscription.period.monthly"),
    method: (method: string | null) => t((method && METHODS[method]) || "common.subscription.method.unknown"),
  };
}
