// CONTRACT SKELETON (issue #32): the shapes the router and the client rely on. The server helper replaces the
// bodies; nothing here is meant to land as is.
import type { z } from "zod";
import type { PaidPlan } from "../../../shared/billing";
import type { planStatus } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import type {
  BillingPeriod,
  createSubscriptionInput,
  SubscriptionState,
  simulateSubscriptionInput,
  VerifySubscriptionInput,
} from "../../../shared/subscriptions";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";

/** What the client needs to open the subscription checkout. */
export interface SubscriptionCheckout {
  /** Razorpay's subscription id (`sub_…`), handed to Checkout as `subscription_id`. */
  subscriptionId: string;
  keyId: string;
  simulated: boolean;
  plan: PaidPlan;
  planName: string;
  period: BillingPeriod;
  /** Per cycle, in paise. */
  amount: number;
  currency: string;
  /** The first charge, when it is not today (an upgrade's credited days, a resume): ISO. */
  firstChargeAt: string | null;
  /** Days of the new plan the running plan's unused time became (upgrade or switch). */
  creditedDays: number;
  /** The subscription this one replaces once authorised (cancelled at once then). */
  replaces: { plan: Role; period: BillingPeriod } | null;
  prefill: { name: string; email: string };
}

export interface SubscriptionCharge {
  id: string;
  amount: number;
  currency: string;
  status: string;
  paidAt: string | null;
  receiptNumber: number | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/** The person's subscription as the profile shows it. */
export interface SubscriptionView {
  id: string;
  plan: Role;
  period: BillingPeriod;
  amount: number;
  currency: string;
  status: SubscriptionState;
  cancelAtCycleEnd: boolean;
  currentStart: string | null;
  currentEnd: string | null;
  /** The next charge (null when none will come: cancelling, halted, ended). */
  nextChargeAt: string | null;
  graceUntil: string | null;
  /** upi | card | emandate | nach | null */
  method: string | null;
  /** Razorpay's page to fix the payment method (pending). */
  shortUrl: string | null;
  failureReason: string | null;
  charges: SubscriptionCharge[];
}

const notBuilt = () => {
  throw new AppError("UNAVAILABLE", "Subscriptions are being built");
};

export function createSubscriptionService(_deps: Record<string, unknown>) {
  return {
    async create(_viewer: UserViewer, _input: z.infer<typeof createSubscriptionInput>): Promise<SubscriptionCheckout> {
      return notBuilt();
    },
    async verify(
      _viewer: UserViewer,
      _input: VerifySubscriptionInput,
    ): Promise<ReturnType<typeof planStatus> & { message: string }> {
      return notBuilt();
    },
    async mine(_viewer: UserViewer): Promise<SubscriptionView | null> {
      return notBuilt();
    },
    async cancel(_viewer: UserViewer): Promise<SubscriptionView> {
      return notBuilt();
    },
    async resume(_viewer: UserViewer): Promise<SubscriptionCheckout> {
      return notBuilt();
    },
    /** An administrator ends a subscription at once (audited); the plan runs to the end already paid for. */
    async cancelByAdmin(_admin: { id: string; name: string }, _subscriptionId: string): Promise<SubscriptionView> {
      return notBuilt();
    },
    async simulate(
      _viewer: UserViewer,
      _input: z.infer<typeof simulateSubscriptionInput>,
    ): Promise<
      { failed: true } | { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string }
    > {
      return notBuilt();
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
