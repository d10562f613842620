import type { z } from "zod";
import { type PaidPlan, planOffer } from "../../../shared/billing";
import { PLANS, planStatus } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { englishText, say } from "../../../shared/server-messages";
import type {
  BillingPeriod,
  createSubscriptionInput,
  simulateSubscriptionInput,
  VerifySubscriptionInput,
} from "../../../shared/subscriptions";
import { DAY_MS } from "../../../shared/time";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { UserViewer } from "../../core/session.service";
import type { Db } from "../../lib/db";
import { hmacHex } from "../../lib/hmac";
import { type PaymentGateway, simulatedSubscriptionPaymentId } from "../../lib/payment-gateway";
import type { GatewayPlans } from "./gateway-plans";
import { cancelInRazorpay } from "./subscription-charge";
import { confirmSubscriptionCheckout, verificationFailed } from "./subscription-checkout";
import { createSubscriptionOpener } from "./subscription-opener";
import { IN_FORCE, type SubscriptionView, subscriptionView } from "./subscription-view";
import { runAfterCommit, type SubscriptionEvents, type SubscriptionNotice } from "./subscription-webhook";

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

export type { SubscriptionCharge, SubscriptionView } from "./subscription-view";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Row = NonNullable<Awaited<ReturnType<Db["subscription"]["findFirst"]>>>;

/**
 * Subscriptions that renew themselves (docs/product/subscriptions.md): the checkout (create, verify,
 * simulate), the person's view, cancelling auto-renewal and resuming, and an administrator's cancel.
 * Razorpay's webhooks go through the payment webhook to subscription-webhook.ts; verify applies the first
 * charge through the same function, so whichever comes first applies it and the other changes nothing.
 */
export function createSubscriptionService(deps: {
  db: Db;
  bus: ChangeBus;
  gateway: PaymentGateway;
  plans: GatewayPlans;
  events: SubscriptionEvents;
  /** A charge committed (its receipt e-mail, as a one-off payment's). */
  onPaid: (paymentId: string) => void;
  /** A renewal failed or was halted and committed (H2's notices: billing-notices.service.ts). */
  onSubscriptionNotice: SubscriptionNotice;
  now: () => Date;
  log: { warn(object: object, message: string): void };
}) {
  const { db, bus, gateway, now } = deps;
  const open = createSubscriptionOpener({ db, gateway, plans: deps.plans, now });

  /** The newest subscription in force: after a resume, the new one (its first charge at the old one's end). */
  function running(userId: string) {
    return db.subscription.findFirst({
      where: { userId, status: { in: IN_FORCE } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
  }

  async function holding(userId: string) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { role: true, planExpiresAt: true } });
    return user ?? { role: "starter" as Role, planExpiresAt: null };
  }

  function checkout(
    viewer: UserViewer,
    row: Row,
    creditedDays: number,
    replaces: { plan: Role; period: BillingPeriod } | null,
  ): SubscriptionCheckout {
    const plan = row.plan as PaidPlan;
    return {
      subscriptionId: row.razorpaySubscriptionId,
      keyId: gateway.keyId,
      simulated: gateway.simulated,
      plan,
      planName: PLANS[plan].name,
      period: row.period,
      amount: row.amount,
      currency: PLANS[plan].currency,
      firstChargeAt: iso(row.startAt),
      creditedDays,
      replaces,
      prefill: { name: viewer.name, email: viewer.email },
    };
  }

  const view = (row: Row) => subscriptionView(db, row);

  /** "Resume": a new mandate for the same plan and period whose first charge is the cancelling one's end. */
  async function resume(viewer: UserViewer): Promise<SubscriptionCheckout> {
    const at = now();
    const cancelling = await db.subscription.findFirst({
      where: {
        userId: viewer.id,
        status: { in: ["active", "pending"] },
        cancelAtCycleEnd: true,
        currentEnd: { gt: at },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const replaced = cancelling
      ? await db.subscription.count({ where: { replacesId: cancelling.id, status: { in: IN_FORCE } } })
      : 0;
    if (!cancelling || replaced > 0) throw new AppError("BAD_REQUEST", say("subscription.nothingToResume"));
    const row = await open({
      userId: viewer.id,
      plan: cancelling.plan as PaidPlan,
      period: cancelling.period,
      startAt: cancelling.currentEnd,
      replacesId: cancelling.id,
    });
    return checkout(viewer, row, 0, { plan: cancelling.plan, period: cancelling.period });
  }

  const cancelInGateway = (row: Row, atCycleEnd: boolean) =>
    cancelInRazorpay(gateway, row.razorpaySubscriptionId, atCycleEnd);

  const endedNow = (at: Date, reason: string) => ({
    status: "cancelled" as const,
    cancelReason: reason,
    cancelledAt: at,
    endedAt: at,
    chargeAt: null,
    graceUntil: null,
  });

  return {
    /**
     * Opens a subscription for the checkout. Subscribing to the plan in force starts charging when it
     * ends; to a higher plan, its unused days are credited (planOffer) and the first charge follows them;
     * from a running subscription (an upgrade, or the other period) the new one replaces it once authorised.
     */
    async create(viewer: UserViewer, input: z.infer<typeof createSubscriptionInput>): Promise<SubscriptionCheckout> {
      const at = now();
      const current = await running(viewer.id);
      if (current && current.plan === input.plan && current.period === input.period) {
        if (current.cancelAtCycleEnd) return resume(viewer);
        throw new AppError(
          "BAD_REQUEST",
          say("subscription.alreadySubscribed", { plan: PLANS[input.plan].name, period: input.period }),
        );
      }
      // A halted subscription is replaced too: its mandate must not come back to life beside the new one.
      const replaced =
        current ??
        (await db.subscription.findFirst({
          where: { userId: viewer.id, status: "halted" },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }));
      // A renewal in grace has not been paid for: its grace days are not credited.
      const holds = await holding(viewer.id);
      const paidEnd = current?.status === "pending" ? current.currentEnd : null;
      const held =
        paidEnd && holds.planExpiresAt && paidEnd < holds.planExpiresAt ? { ...holds, planExpiresAt: paidEnd } : holds;
      const offer = planOffer(held, input.plan, at);
      if (offer.kind === "unavailable") throw new AppError("BAD_REQUEST", offer.reason);
      const extendsPlan = offer.kind === "extend" && held.planExpiresAt;
      const startAt = extendsPlan
        ? held.planExpiresAt
        : offer.creditedDays > 0
          ? new Date(at.getTime() + offer.creditedDays * DAY_MS)
          : null;
      const creditedDays =
        extendsPlan && current && held.planExpiresAt
          ? Math.floor((held.planExpiresAt.getTime() - at.getTime()) / DAY_MS)
          : offer.creditedDays;
      const row = await open({
        userId: viewer.id,
        plan: input.plan,
        period: input.period,
        startAt,
        replacesId: replaced?.id ?? null,
      });
      return checkout(viewer, row, creditedDays, replaced ? { plan: replaced.plan, period: replaced.period } : null);
    },

    /**
     * After the subscription checkout: Razorpay's signature over `payment_id|subscription_id` proves the
     * ids came from it; Razorpay is then asked for the subscription and the payment, and the mandate and
     * the first charge (when it is due now) are applied as the webhooks apply them. Replays change nothing.
     */
    async verify(
      viewer: UserViewer,
      input: VerifySubscriptionInput,
    ): Promise<ReturnType<typeof planStatus> & { message: string }> {
      const ours = await db.subscription.findUnique({
        where: { razorpaySubscriptionId: input.razorpay_subscription_id },
        select: { id: true, userId: true, plan: true },
      });
      if (!ours || ours.userId !== viewer.id) throw verificationFailed("Unknown subscription");
      const after = await confirmSubscriptionCheckout({ bus, gateway, events: deps.events, now }, ours.id, input);
      runAfterCommit(after, { onPaid: deps.onPaid, onSubscriptionNotice: deps.onSubscriptionNotice });
      const user = await holding(viewer.id);
      return {
        ...planStatus(user, now()),
        message: englishText("subscription.success", { plan: PLANS[ours.plan].name }),
      };
    },

    async mine(viewer: UserViewer): Promise<SubscriptionView | null> {
      const row =
        (await running(viewer.id)) ??
        (await db.subscription.findFirst({
          where: { userId: viewer.id, status: { in: ["halted", "cancelled", "completed"] } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }));
      return row ? view(row) : null;
    },

    /**
     * "Cancel auto-renewal": an active subscription is cancelled in Razorpay at the cycle's end and the
     * plan runs to it; one not charged yet (a resume's, an upgrade's credited days) or pending is
     * cancelled at once, and the plan keeps the days it has.
     */
    async cancel(viewer: UserViewer): Promise<SubscriptionView> {
      const row = await db.subscription.findFirst({
        where: { userId: viewer.id, status: { in: IN_FORCE }, cancelAtCycleEnd: false },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      if (!row) throw new AppError("BAD_REQUEST", say("subscription.nothingToCancel"));
      const atCycleEnd = row.status === "active";
      await cancelInGateway(row, atCycleEnd);
      const at = now();
      const updated = await db.subscription.update({
        where: { id: row.id },
        data: atCycleEnd ? { cancelAtCycleEnd: true, cancelReason: "person", cancelledAt: at } : endedNow(at, "person"),
      });
      return view(updated);
    },

    resume,

    /** An administrator ends a subscription at once (audited); the plan runs to the end already paid for. */
    async cancelByAdmin(admin: { id: string; name: string }, subscriptionId: string): Promise<SubscriptionView> {
      const row = await db.subscription.findUnique({ where: { id: subscriptionId } });
      if (!row) throw new AppError("NOT_FOUND", say("subscription.notFound"));
      if (row.status === "cancelled" || row.status === "completed")
        throw new AppError("BAD_REQUEST", say("subscription.alreadyEnded"));
      // One never authorised has no mandate in Razorpay to cancel (and expires there by itself).
      if (row.status !== "created") await cancelInGateway(row, false);
      const at = now();
      const updated = await bus.transaction(async (tx) => {
        const changed = await tx.subscription.update({ where: { id: row.id }, data: endedNow(at, "admin") });
        const fields = { plan: row.plan, period: row.period, amount: row.amount, userId: row.userId };
        await recordAudit(tx, {
          adminId: admin.id,
          action: "subscription.cancel",
          entity: "Subscription",
          entityId: row.id,
          before: { status: row.status, cancelAtCycleEnd: row.cancelAtCycleEnd, ...fields },
          after: { status: "cancelled", cancelReason: "admin", ...fields },
        });
        return changed;
      });
      return view(updated);
    },

    /**
     * Before an account is erased: every subscription in force is cancelled at once in Razorpay (a mandate
     * must not charge an account that is gone) and marked so. Razorpay unreachable or failing: it throws,
     * and the erasure does not start.
     */
    async endForErasure(userId: string): Promise<void> {
      const rows = await db.subscription.findMany({ where: { userId, status: { in: IN_FORCE } } });
      for (const row of rows) {
        await cancelInGateway(row, false);
        await db.subscription.update({
          where: { id: row.id },
          data: endedNow(now(), "erasure"),
          select: { id: true },
        });
      }
    },

    /**
     * Before an administrator refunds one of its charges: the subscription is cancelled at once in Razorpay, so
     * the mandate charges nothing more after its money went back (docs/product/subscriptions.md "Refunds").
     * Razorpay unreachable or failing: it throws, and the refund does not start. One no longer in force: nothing.
     */
    async endForRefund(subscriptionId: string): Promise<boolean> {
      const row = await db.subscription.findUnique({ where: { id: subscriptionId } });
      if (!row || !IN_FORCE.includes(row.status)) return false;
      await cancelInGateway(row, false);
      await db.subscription.update({ where: { id: row.id }, data: endedNow(now(), "refund"), select: { id: true } });
      return true;
    },

    /** Development checkout only (no Razorpay keys): what the subscription checkout would hand back, signed locally. */
    async simulate(
      viewer: UserViewer,
      input: z.infer<typeof simulateSubscriptionInput>,
    ): Promise<
      { failed: true } | { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string }
    > {
      if (!gateway.simulated) throw new AppError("NOT_FOUND", say("payment.simulatedOnly"));
      const row = await db.subscription.findFirst({
        where: { razorpaySubscriptionId: input.subscriptionId, userId: viewer.id },
        select: { id: true },
      });
      if (!row) throw new AppError("NOT_FOUND", say("subscription.notFound"));
      if (input.outcome === "failure") return { failed: true };
      const razorpay_payment_id = simulatedSubscriptionPaymentId(input.subscriptionId, 1);
      return {
        razorpay_payment_id,
        razorpay_subscription_id: input.subscriptionId,
        razorpay_signature: hmacHex(gateway.keySecret, `${razorpay_payment_id}|${input.subscriptionId}`),
      };
    },

    /** At start-up: today's Razorpay plans (gateway-plans.ts). */
    ensurePlans() {
      return deps.plans.ensureAll(deps.log);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
