// CONTRACT SKELETON (issue #32): the shapes the admin's Subscribers page relies on. The notices-and-admin
// helper replaces the bodies; nothing here is meant to land as is.
import type { z } from "zod";
import type { Role } from "../../../shared/roles";
import type { adminSubscriptionsInput, BillingPeriod, SubscriptionState } from "../../../shared/subscriptions";
import { AppError } from "../../core/errors";

export interface AdminSubscriptionsOverview {
  /** Subscriptions per state; `cancelling` counts active ones set to end at the cycle's end (also in active). */
  byState: Record<SubscriptionState | "cancelling", number>;
  /** Monthly recurring revenue of subscriptions in force, yearly ones at one twelfth, in paise. */
  mrr: number;
  /** Renewals that failed in this IST calendar month, newest first. */
  failedThisMonth: Array<{
    subscriptionId: string;
    userId: string | null;
    userName: string | null;
    email: string | null;
    plan: Role;
    period: BillingPeriod;
    amount: number;
    failedAt: string;
    reason: string | null;
    status: SubscriptionState;
  }>;
  /** Cancellations per IST calendar month, the last 12 months, oldest first ("2026-11"). */
  churn: Array<{ month: string; cancellations: number; activeAtStart: number }>;
}

export interface AdminSubscriptionRow {
  id: string;
  razorpaySubscriptionId: string;
  userId: string | null;
  userName: string | null;
  email: string | null;
  plan: Role;
  period: BillingPeriod;
  amount: number;
  status: SubscriptionState;
  cancelAtCycleEnd: boolean;
  currentEnd: string | null;
  nextChargeAt: string | null;
  method: string | null;
  createdAt: string;
}

const notBuilt = () => {
  throw new AppError("UNAVAILABLE", "Subscriptions are being built");
};

export function createAdminSubscriptionsService(_deps: Record<string, unknown>) {
  return {
    async overview(): Promise<AdminSubscriptionsOverview> {
      return notBuilt();
    },
    async list(
      _input: z.infer<typeof adminSubscriptionsInput>,
    ): Promise<{ rows: AdminSubscriptionRow[]; total: number; page: number; pageSize: number }> {
      return notBuilt();
    },
  };
}
