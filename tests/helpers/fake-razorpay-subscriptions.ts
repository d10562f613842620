import { randomBytes } from "node:crypto";
import { hmacHex } from "../../server/lib/hmac";
import { addBillingPeriod } from "../../server/lib/payment-gateway";

/** A payment as the fake keeps it (fake-razorpay.ts fetches and refunds it). */
export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  amount_refunded: number;
  method?: string;
  invoice_id?: string;
  error_description?: string | null;
}

interface FakePlan {
  id: string;
  entity: "plan";
  period: "monthly" | "yearly";
  interval: number;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

/** Razorpay's subscription entity (its documented fields). */
export interface FakeSubscription {
  id: string;
  entity: "subscription";
  plan_id: string;
  customer_id: null;
  status: "created" | "authenticated" | "active" | "pending" | "halted" | "cancelled" | "completed";
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: "api";
  remaining_count: number;
}

/** A signed-to-be webhook: tests deliver `body` with `x-razorpay-event-id: id` (tests/helpers/payments.ts). */
export interface FakeEvent {
  id: string;
  event: string;
  body: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: number) => new Date(value * 1000);
const rid = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const refusal = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

/**
 * Razorpay's Plans and Subscriptions APIs on the fake (POST/GET /v1/plans, POST /v1/subscriptions with a
 * `quantity`, GET /v1/subscriptions/:id, PATCH /v1/subscriptions/:id with `quantity` now or at `cycle_end`, POST
 * /v1/subscriptions/:id/cancel with or without `cancel_at_cycle_end`), and
 * what Razorpay does on its own: the checkout that authorises the mandate (`authorise`), a renewal's
 * charge, a failed renewal and giving up (`charge`, `fail`, `halt`), the end of a cycle set to cancel.
 * Each returns the `subscription.*` events Razorpay would post, in its documented shape, with the
 * subscription as it was at that moment.
 */
export function createFakeSubscriptions(options: {
  keySecret: string;
  payments: Map<string, FakePayment>;
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; notes: Record<string, string> }>;
}) {
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  const cancelAtCycleEnd = new Set<string>();
  const upiMandates = new Set<string>();
  const cancels: Array<{ id: string; atCycleEnd: boolean }> = [];
  /** Quantities asked for with `schedule_change_at: "cycle_end"`, applied when the cycle ends (the next charge). */
  const scheduledQuantity = new Map<string, number>();
  const updates: Array<{ id: string; quantity: number; schedule_change_at: string }> = [];
  let cancelFailure: number | null = null;

  function event(name: string, subscription: FakeSubscription, payment?: FakePayment, at = new Date()): FakeEvent {
    const payload: Record<string, unknown> = { subscription: { entity: { ...subscription } } };
    if (payment)
      payload.payment = { entity: { ...payment, entity: "payment", captured: payment.status === "captured" } };
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeRazorpay01",
      event: name,
      contains: payment ? ["subscription", "payment"] : ["subscription"],
      payload,
      created_at: seconds(at),
    });
    return { id: rid("evt"), event: name, body };
  }

  function find(id: string) {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`the fake has no subscription ${id}`);
    return found;
  }

  function planOf(subscription: FakeSubscription) {
    const plan = plans.get(subscription.plan_id);
    if (!plan) throw new Error(`the fake has no plan ${subscription.plan_id}`);
    return plan;
  }

  /** An invoice's order and its payment (captured unless told). */
  function pay(subscription: FakeSubscription, overrides: Partial<FakePayment> = {}): FakePayment {
    const plan = planOf(subscription);
    const orderId = rid("order");
    const amount = plan.item.amount * subscription.quantity;
    options.orders.set(orderId, {
      id: orderId,
      amount,
      currency: plan.item.currency,
      receipt: rid("inv"),
      notes: {},
    });
    const payment: FakePayment = {
      id: rid("pay"),
      order_id: orderId,
      invoice_id: rid("inv"),
      amount,
      currency: plan.item.currency,
      status: "captured",
      amount_refunded: 0,
      method: "upi",
      error_description: null,
      ...overrides,
    };
    options.payments.set(payment.id, payment);
    return payment;
  }

  /** One cycle charged: from the start (the first) or from the previous cycle's end. */
  function chargeCycle(subscription: FakeSubscription, from: Date, method: string) {
    const quantity = scheduledQuantity.get(subscription.id);
    if (quantity !== undefined && subscription.paid_count > 0) {
      subscription.quantity = quantity;
      subscription.has_scheduled_changes = false;
      subscription.change_scheduled_at = null;
      scheduledQuantity.delete(subscription.id);
    }
    const end = addBillingPeriod(from, planOf(subscription).period);
    subscription.current_start = seconds(from);
    subscription.current_end = seconds(end);
    subscription.paid_count += 1;
    subscription.remaining_count -= 1;
    subscription.status = "active";
    subscription.charge_at = subscription.remaining_count > 0 ? seconds(end) : null;
    return pay(subscription, { method });
  }

  function route(method: string, pathname: string, raw: string, send: (status: number, body: unknown) => void) {
    const body = () => JSON.parse(raw || "{}") as Record<string, unknown>;
    const reply = (status: number, answer: unknown) => {
      send(status, answer);
      return true;
    };
    if (method === "POST" && pathname === "/v1/plans") {
      const input = body() as unknown as Omit<FakePlan, "id" | "entity" | "created_at">;
      if (!input.item?.amount || !["monthly", "yearly", "weekly", "daily"].includes(input.period))
        return reply(400, refusal("The period field is invalid."));
      const plan: FakePlan = { ...input, id: rid("plan"), entity: "plan", created_at: seconds(new Date()) };
      plans.set(plan.id, plan);
      return reply(200, plan);
    }
    const planPath = /^\/v1\/plans\/([^/]+)$/.exec(pathname);
    if (method === "GET" && planPath) {
      const plan = plans.get(planPath[1] ?? "");
      return reply(plan ? 200 : 400, plan ?? refusal("The id provided does not exist"));
    }
    if (method === "POST" && pathname === "/v1/subscriptions") {
      const input = body() as {
        plan_id?: string;
        total_count?: number;
        quantity?: number;
        start_at?: number;
        notes?: Record<string, string>;
        customer_notify?: number;
      };
      if (!input.plan_id || !plans.has(input.plan_id)) return reply(400, refusal("The id provided does not exist"));
      if (!input.total_count) return reply(400, refusal("The total count field is required."));
      if (input.start_at !== undefined && input.start_at <= seconds(new Date()) - 60)
        return reply(400, refusal("start_at cannot be lesser than the current time"));
      const subscription: FakeSubscription = {
        id: rid("sub"),
        entity: "subscription",
        plan_id: input.plan_id,
        customer_id: null,
        status: "created",
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: input.quantity ?? 1,
        notes: input.notes ?? {},
        charge_at: input.start_at ?? null,
        start_at: input.start_at ?? null,
        end_at: null,
        auth_attempts: 0,
        total_count: input.total_count,
        paid_count: 0,
        customer_notify: input.customer_notify !== 0,
        created_at: seconds(new Date()),
        expire_by: null,
        short_url: `https://rzp.io/i/${randomBytes(4).toString("hex")}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: "api",
        remaining_count: input.total_count,
      };
      subscriptions.set(subscription.id, subscription);
      return reply(200, subscription);
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(pathname);
    if (method === "POST" && cancel) {
      const subscription = subscriptions.get(cancel[1] ?? "");
      if (!subscription) return reply(400, refusal("The id provided does not exist"));
      if (["cancelled", "completed", "expired"].includes(subscription.status))
        return reply(400, refusal(`Subscription is not cancellable in ${subscription.status} status.`));
      if (cancelFailure)
        return reply(cancelFailure, {
          error: {
            code: "SERVER_ERROR",
            description: "We are facing some trouble completing your request at the moment.",
          },
        });
      const atCycleEnd = body().cancel_at_cycle_end === 1;
      cancels.push({ id: subscription.id, atCycleEnd });
      if (atCycleEnd) cancelAtCycleEnd.add(subscription.id);
      else {
        subscription.status = "cancelled";
        subscription.ended_at = seconds(new Date());
        subscription.charge_at = null;
      }
      return reply(200, subscription);
    }
    const fetch = /^\/v1\/subscriptions\/([^/]+)$/.exec(pathname);
    if (method === "PATCH" && fetch) {
      // Razorpay's update: only authenticated and active subscriptions; not a UPI mandate's (its documented refusals).
      const subscription = subscriptions.get(fetch[1] ?? "");
      if (!subscription) return reply(400, refusal("The id provided does not exist"));
      const input = body() as { quantity?: number; schedule_change_at?: string };
      if (!["authenticated", "active"].includes(subscription.status))
        return reply(400, refusal(`Subscription cannot be updated in ${subscription.status} status.`));
      if (upiMandates.has(subscription.id))
        return reply(400, refusal("subscriptions cannot be updated when payment mode is UPI"));
      if (!Number.isInteger(input.quantity) || (input.quantity ?? 0) < 1)
        return reply(400, refusal("The quantity must be at least 1."));
      const when = input.schedule_change_at ?? "now";
      updates.push({ id: subscription.id, quantity: input.quantity ?? 1, schedule_change_at: when });
      if (when === "cycle_end") {
        scheduledQuantity.set(subscription.id, input.quantity ?? 1);
        subscription.has_scheduled_changes = true;
        subscription.change_scheduled_at = subscription.current_end;
      } else subscription.quantity = input.quantity ?? 1;
      return reply(200, subscription);
    }
    if (method === "GET" && fetch) {
      const subscription = subscriptions.get(fetch[1] ?? "");
      return reply(subscription ? 200 : 400, subscription ?? refusal("The id provided does not exist"));
    }
    return false;
  }

  return {
    route,
    plans,
    subscriptions,
    /** Every cancel asked of Razorpay, in order. */
    cancels,
    /** Every update (`PATCH /v1/subscriptions/:id`) Razorpay accepted, in order. */
    updates,

    /**
     * The subscription checkout: the mandate is authorised (UPI unless told) and, when the subscription
     * starts now, its first cycle charged. What Checkout hands the page (`payment_id|subscription_id`
     * signed with the key secret), and the events Razorpay posts.
     */
    authorise(subscriptionId: string, { method = "upi", at = new Date() }: { method?: string; at?: Date } = {}) {
      const subscription = find(subscriptionId);
      if (subscription.status !== "created") throw new Error(`${subscriptionId} is ${subscription.status}`);
      subscription.auth_attempts += 1;
      if (method === "upi") upiMandates.add(subscriptionId);
      const events: FakeEvent[] = [];
      let payment: FakePayment;
      if (subscription.start_at && subscription.start_at > seconds(at)) {
        // A later start: only the authorisation payment now (Razorpay refunds it); the first charge at start_at.
        payment = pay(subscription, { amount: 500, method });
        subscription.status = "authenticated";
        events.push(event("subscription.authenticated", subscription, payment, at));
      } else {
        subscription.status = "authenticated";
        const authenticated = { ...subscription };
        payment = chargeCycle(subscription, at, method);
        events.push(event("subscription.authenticated", authenticated, payment, at));
        events.push(event("subscription.activated", subscription, payment, at));
        events.push(event("subscription.charged", subscription, payment, at));
      }
      const signature = hmacHex(options.keySecret, `${payment.id}|${subscriptionId}`);
      return {
        checkout: {
          razorpay_payment_id: payment.id,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: signature,
        },
        payment,
        events,
      };
    },

    /** Razorpay charges the next cycle (a renewal, or a later start's first charge; a retry that succeeds after a failure). */
    charge(subscriptionId: string, { at = new Date(), method = "upi" }: { at?: Date; method?: string } = {}) {
      const subscription = find(subscriptionId);
      const wasActive = subscription.status === "active";
      const from =
        subscription.paid_count === 0 && subscription.start_at
          ? fromSeconds(subscription.start_at)
          : fromSeconds(subscription.current_end ?? seconds(at));
      const payment = chargeCycle(subscription, from, method);
      const events = wasActive ? [] : [event("subscription.activated", subscription, payment, at)];
      events.push(event("subscription.charged", subscription, payment, at));
      return { payment, events, subscription: { ...subscription } };
    },

    /** A renewal's charge failed: Razorpay retries on its own schedule (subscription.pending). */
    fail(subscriptionId: string, { reason = "Payment failed due to insufficient funds", at = new Date() } = {}) {
      const subscription = find(subscriptionId);
      const payment = pay(subscription, { status: "failed", error_description: reason });
      subscription.status = "pending";
      return { payment, events: [event("subscription.pending", subscription, payment, at)] };
    },

    /** Razorpay gave up retrying (subscription.halted). */
    halt(subscriptionId: string, { at = new Date() } = {}) {
      const subscription = find(subscriptionId);
      subscription.status = "halted";
      subscription.charge_at = null;
      return { events: [event("subscription.halted", subscription, undefined, at)] };
    },

    /** The cycle of a subscription set to cancel at its end is over: Razorpay cancels it. */
    endCycle(subscriptionId: string, { at = new Date() } = {}) {
      const subscription = find(subscriptionId);
      if (!cancelAtCycleEnd.has(subscriptionId)) throw new Error(`${subscriptionId} is not set to cancel`);
      subscription.status = "cancelled";
      subscription.ended_at = subscription.current_end;
      subscription.charge_at = null;
      return { events: [event("subscription.cancelled", subscription, undefined, at)] };
    },

    /** The subscription.cancelled event of a subscription cancelled at once (Razorpay posts it after the API call). */
    cancelledEvent(subscriptionId: string) {
      return event("subscription.cancelled", find(subscriptionId));
    },

    /** Until called with null, cancels answer this 5xx status (Razorpay is failing). */
    failCancels(status: number | null) {
      cancelFailure = status;
    },

    /** Whether a cancel at the cycle's end was asked for. */
    cancelsAtCycleEnd: (subscriptionId: string) => cancelAtCycleEnd.has(subscriptionId),
  };
}
