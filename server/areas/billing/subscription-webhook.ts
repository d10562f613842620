import { effectiveRole } from "../../../shared/plans";
import { GRACE_DAYS, type SubscriptionState } from "../../../shared/subscriptions";
import { DAY_MS } from "../../../shared/time";
import type { Publish } from "../../core/change-bus";
import type { Tx } from "../../lib/db";
import type { PaymentGateway } from "../../lib/payment-gateway";
import {
  applyCharge,
  authorise,
  fromUnix,
  isOlder,
  lockSubscription,
  lockUser,
  type RemotePayment,
  type RemoteSubscription,
  remoteDates,
  type SubscriptionRow,
  syncCharged,
} from "./subscription-charge";
import type { SubscriptionNoticeKind } from "./subscription-notices";

/** billing-notices' `subscriptionNotice`: queues the e-mail, returns at once, never throws. */
export type SubscriptionNotice = (kind: SubscriptionNoticeKind, subscriptionId: string, at: Date) => void;

/** What a subscription event leaves to do once its transaction has committed. */
export interface AfterCommit {
  /** Completed payments whose receipts are due. */
  paid: string[];
  notices: Array<{ kind: SubscriptionNoticeKind; subscriptionId: string; at: Date }>;
}

/** Receipts and notices of what committed. */
export function runAfterCommit(
  after: AfterCommit,
  deps: { onPaid: (paymentId: string) => void; onSubscriptionNotice: SubscriptionNotice },
) {
  for (const paymentId of after.paid) deps.onPaid(paymentId);
  for (const { kind, subscriptionId, at } of after.notices) deps.onSubscriptionNotice(kind, subscriptionId, at);
}

/**
 * A workspace's subscription was charged (issue #35): its seats, period and paid-until follow the charge, in the
 * same transaction (the workspace area's, injected by services.ts: billing never reads workspaces itself).
 */
export type WorkspaceCharge = (
  tx: Tx,
  publish: Publish,
  charge: {
    paymentId: string;
    workspaceId: string;
    seats: number;
    period: RemoteSubscriptionPeriod;
    periodStart: Date;
    periodEnd: Date;
  },
) => Promise<void>;
type RemoteSubscriptionPeriod = SubscriptionRow["period"];

/**
 * A workspace's subscription failed to renew (issue #35): while Razorpay retries (`pending`) its seats work until
 * `until`, the grace's end, as a person's plan does; once Razorpay gives up (`halted`) they end at `until` (now, or
 * the paid cycle's end if that is later). The workspace area's, injected by services.ts like WorkspaceCharge.
 */
export type WorkspaceRenewalFailed = (
  tx: Tx,
  publish: Publish,
  failure: { workspaceId: string; state: "pending" | "halted"; until: Date },
) => Promise<void>;

export interface SubscriptionEvent {
  event: string;
  subscription: RemoteSubscription;
  payment?: RemotePayment;
}

/**
 * Razorpay's `subscription.*` webhooks (docs/product/subscriptions.md, "States"), in the payment webhook's
 * transaction, after its event id was recorded: a redelivery never gets here. The subscription row is
 * locked first, so events about one subscription apply one after the other on any instance, and an event
 * older than what is stored (isOlder) changes no state: a charge it reports is still recorded, once.
 */
export function createSubscriptionEvents(deps: {
  gateway: PaymentGateway;
  /** Seats of a workspace's subscription charged (issue #35). */
  workspaceCharge?: WorkspaceCharge;
  /** Seats of a workspace's subscription whose renewal failed (issue #35). */
  workspaceRenewalFailed?: WorkspaceRenewalFailed;
  log: { warn(object: object, message: string): void };
}) {
  /** pending: Razorpay retries; the plan keeps working GRACE_DAYS past the cycle's end. */
  async function pending(tx: Tx, publish: Publish, row: SubscriptionRow, event: SubscriptionEvent, at: Date) {
    const { subscription: remote, payment } = event;
    if (isOlder(row, remote, "pending")) return false;
    const dates = remoteDates(remote);
    const cycleEnd = dates.currentEnd ?? row.currentEnd ?? at;
    const graceUntil = new Date(cycleEnd.getTime() + GRACE_DAYS * DAY_MS);
    await tx.subscription.update({
      where: { id: row.id },
      data: {
        status: "pending",
        ...dates,
        graceUntil,
        failedAt: at,
        // Razorpay's words when it gave any (the screens and e-mails say the rest in the reader's language).
        failureReason: payment?.error_description || null,
      },
      select: { id: true },
    });
    if (row.workspaceId)
      await deps.workspaceRenewalFailed?.(tx, publish, {
        workspaceId: row.workspaceId,
        state: "pending",
        until: graceUntil,
      });
    if (row.userId) {
      const user = await lockUser(tx, row.userId);
      if (user && user.role === row.plan && user.planExpiresAt && user.planExpiresAt < graceUntil) {
        await tx.user.update({ where: { id: row.userId }, data: { planExpiresAt: graceUntil } });
        publish("user", row.userId);
      }
    }
    return true;
  }

  /**
   * halted: Razorpay gave up; the plan ends now, unless days the person paid for otherwise (a one-off
   * payment's stretch) run beyond now: then it runs to the last of them.
   */
  async function halted(tx: Tx, publish: Publish, row: SubscriptionRow, remote: RemoteSubscription, at: Date) {
    if (isOlder(row, remote, "halted")) return false;
    await tx.subscription.update({
      where: { id: row.id },
      data: { status: "halted", ...remoteDates(remote), graceUntil: null, chargeAt: null },
      select: { id: true },
    });
    if (row.workspaceId) {
      const cycleEnd = fromUnix(remote.current_end) ?? row.currentEnd ?? at;
      const until = cycleEnd > at ? cycleEnd : at;
      await deps.workspaceRenewalFailed?.(tx, publish, { workspaceId: row.workspaceId, state: "halted", until });
    }
    if (!row.userId) return true;
    const user = await lockUser(tx, row.userId);
    if (!user || user.role !== row.plan || effectiveRole(user, at) !== row.plan) return true;
    const other = await tx.payment.aggregate({
      where: {
        userId: row.userId,
        status: "completed",
        coversUntil: { gt: at },
        OR: [{ subscriptionId: null }, { subscriptionId: { not: row.id } }],
      },
      _max: { coversUntil: true },
    });
    const until = other._max.coversUntil;
    await tx.user.update({
      where: { id: row.userId },
      data: until ? { planExpiresAt: until } : { role: "starter", planExpiresAt: null },
    });
    publish("user", row.userId);
    return true;
  }

  /** cancelled or completed: final; the plan keeps the days already paid for. */
  async function ended(tx: Tx, row: SubscriptionRow, remote: RemoteSubscription, state: SubscriptionState, at: Date) {
    if (row.status === "cancelled" || row.status === "completed") return false;
    await tx.subscription.update({
      where: { id: row.id },
      data: {
        status: state,
        endedAt: fromUnix(remote.ended_at) ?? at,
        chargeAt: null,
        graceUntil: null,
        ...(state === "cancelled" && !row.cancelAtCycleEnd ? { cancelledAt: at } : {}),
      },
      select: { id: true },
    });
    return true;
  }

  /**
   * The first charge or a renewal, from verify or a webhook: authorises the mandate if nothing did yet,
   * records the charge once, and brings Razorpay's state in unless it is older.
   */
  async function charged(
    tx: Tx,
    publish: Publish,
    row: SubscriptionRow,
    input: { remote: RemoteSubscription; payment?: RemotePayment; at: Date },
    after: AfterCommit,
  ) {
    const { remote, payment, at } = input;
    const authorised = await authorise(tx, publish, { row, remote, gateway: deps.gateway, at });
    const paid = payment ? await applyCharge(tx, publish, { row, remote, payment, at, log: deps.log }) : null;
    if (paid) after.paid.push(paid);
    if (paid && row.workspaceId) await workspaceCharged(tx, publish, row, remote, paid);
    const synced =
      remote.status === "active" || remote.status === "authenticated"
        ? await syncCharged(tx, row, remote, payment?.method)
        : false;
    return authorised || paid !== null || synced;
  }

  /** A workspace's charge: the quantity it was for becomes the row's, and the workspace's seats follow it. */
  async function workspaceCharged(
    tx: Tx,
    publish: Publish,
    row: SubscriptionRow,
    remote: RemoteSubscription,
    paymentId: string,
  ) {
    const seats = remote.quantity ?? row.quantity;
    const periodStart = fromUnix(remote.current_start);
    const periodEnd = fromUnix(remote.current_end);
    if (!row.workspaceId || !periodStart || !periodEnd) return;
    if (seats !== row.quantity) {
      await tx.subscription.update({
        where: { id: row.id },
        data: { quantity: seats, amount: (row.amount / row.quantity) * seats },
        select: { id: true },
      });
      row.amount = (row.amount / row.quantity) * seats;
      row.quantity = seats;
    }
    await deps.workspaceCharge?.(tx, publish, {
      paymentId,
      workspaceId: row.workspaceId,
      seats,
      period: row.period,
      periodStart,
      periodEnd,
    });
  }

  /**
   * The e-mail about a renewal that failed or a subscription Razorpay halted, queued after commit
   * (billing-notices.service.ts): once per cycle, keyed by the cycle's end as stored now.
   */
  async function notice(tx: Tx, id: string, kind: SubscriptionNoticeKind, after: AfterCommit) {
    const row = await tx.subscription.findUnique({ where: { id }, select: { currentEnd: true, startAt: true } });
    const at = row?.currentEnd ?? row?.startAt;
    if (at) after.notices.push({ kind, subscriptionId: id, at });
    return true;
  }

  return {
    charged,

    async apply(tx: Tx, publish: Publish, event: SubscriptionEvent, at: Date, after: AfterCommit): Promise<boolean> {
      const row = await lockSubscription(tx, { razorpaySubscriptionId: event.subscription.id });
      if (!row) return false;
      const remote = event.subscription;
      switch (event.event) {
        case "subscription.authenticated":
        case "subscription.activated":
        case "subscription.charged":
          return charged(tx, publish, row, { remote, payment: event.payment, at }, after);
        case "subscription.pending":
          return (await pending(tx, publish, row, event, at)) && notice(tx, row.id, "renewal-failed", after);
        case "subscription.halted":
          return (await halted(tx, publish, row, remote, at)) && notice(tx, row.id, "subscription-halted", after);
        case "subscription.cancelled":
          return ended(tx, row, remote, "cancelled", at);
        case "subscription.completed":
          return ended(tx, row, remote, "completed", at);
        default:
          // paused, resumed, updated: the product neither pauses nor changes a subscription in place.
          return false;
      }
    },
  };
}

export type SubscriptionEvents = ReturnType<typeof createSubscriptionEvents>;
