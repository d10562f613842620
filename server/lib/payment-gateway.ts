import Razorpay from "razorpay";

export interface GatewayOrder {
  id: string;
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  /** upi, card, emandate, nach, netbanking… (a subscription's mandate shows how it pays). */
  method?: string;
  error_description?: string | null;
}

/** Razorpay's subscription entity, the parts the product reads (dates in Unix seconds, as Razorpay gives them). */
export interface GatewaySubscription {
  id: string;
  plan_id: string;
  status: string;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  start_at: number | null;
  ended_at: number | null;
  paid_count: number;
  short_url: string | null;
  /** How many times the plan's amount each cycle charges: a workspace's seats (1 for a person's plan). */
  quantity?: number;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  /** `processed` at once for most methods; `pending` ones finish later (the refund.processed webhook). */
  status: string;
}

/** The parts of Razorpay the product uses, so tests and development can stand in for it. */
export interface PaymentGateway {
  /** Public key id handed to Checkout. */
  readonly keyId: string;
  /** Secret the Checkout signature is made with. */
  readonly keySecret: string;
  readonly simulated: boolean;
  createOrder(order: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds a captured payment (amount in paise; the whole payment when it equals the amount paid). */
  refund(paymentId: string, refund: { amount: number; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** A plan in Razorpay (its Plans API): one price charged every month or every year. */
  createPlan(plan: {
    period: "monthly" | "yearly";
    interval: number;
    item: { name: string; amount: number; currency: string };
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** A subscription to a plan; Checkout with its id authorises the mandate. `start_at` (Unix seconds): a later first charge. */
  createSubscription(subscription: {
    plan_id: string;
    total_count: number;
    customer_notify: 0 | 1;
    start_at?: number;
    /** A workspace's seats: each cycle charges the plan's amount this many times. */
    quantity?: number;
    notes: Record<string, string>;
  }): Promise<GatewaySubscription>;
  /**
   * Razorpay's `PATCH /v1/subscriptions/:id`: a workspace's seats from the next cycle on (`cycle_end`). Razorpay
   * updates only authenticated and active subscriptions.
   */
  updateSubscription(
    subscriptionId: string,
    change: { quantity: number; schedule_change_at: "cycle_end" },
  ): Promise<GatewaySubscription>;
  fetchSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** At once, or (`atCycleEnd`) when the cycle paid for ends. */
  cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<GatewaySubscription>;
}

/**
 * What a gateway call that failed tells: Razorpay's SDK rejects with
 * `{ statusCode, error: { description } }` when Razorpay answered, and with a
 * plain Error when it could not be reached.
 */
export function gatewayRefusal(error: unknown): { status: number; description: string } | null {
  const answered = error as { statusCode?: unknown; error?: { description?: unknown } } | null;
  if (!answered || typeof answered.statusCode !== "number") return null;
  const description = answered.error?.description;
  return { status: answered.statusCode, description: typeof description === "string" ? description : "" };
}

/**
 * The official SDK. Its API host is fixed in the SDK, so the axios instance it
 * uses is pointed at RAZORPAY_API_URL (docs/architecture.md#facts-about-this-environment): tests run a fake Razorpay.
 */
export function createRazorpayGateway(options: { keyId: string; keySecret: string; apiUrl: string }): PaymentGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  (sdk as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults.baseURL =
    options.apiUrl.replace(/\/v1\/?$/, "");
  (sdk as unknown as { api: { rq: { defaults: { timeout: number } } } }).api.rq.defaults.timeout = 10_000;
  return {
    keyId: options.keyId,
    keySecret: options.keySecret,
    simulated: false,
    async createOrder(order) {
      const created = (await sdk.orders.create(order)) as { id: string };
      return { id: created.id };
    },
    async fetchPayment(paymentId) {
      return (await sdk.payments.fetch(paymentId)) as unknown as GatewayPayment;
    },
    async refund(paymentId, refund) {
      return (await sdk.payments.refund(paymentId, refund)) as unknown as GatewayRefund;
    },
    async createPlan(plan) {
      const created = (await sdk.plans.create(plan)) as { id: string };
      return { id: created.id };
    },
    async createSubscription(subscription) {
      return (await sdk.subscriptions.create(subscription)) as unknown as GatewaySubscription;
    },
    async fetchSubscription(subscriptionId) {
      return (await sdk.subscriptions.fetch(subscriptionId)) as unknown as GatewaySubscription;
    },
    async updateSubscription(subscriptionId, change) {
      return (await sdk.subscriptions.update(subscriptionId, change)) as unknown as GatewaySubscription;
    },
    async cancelSubscription(subscriptionId, atCycleEnd) {
      return (await sdk.subscriptions.cancel(subscriptionId, atCycleEnd)) as unknown as GatewaySubscription;
    },
  };
}

/**
 * One billing cycle after `from`: the same day of the next month (or year), the month's last day when it
 * has no such day (31 January → 28 or 29 February), in UTC. Only the simulated gateway and the tests'
 * fake Razorpay count cycles: with real Razorpay the dates are always its own (current_start, current_end).
 */
export function addBillingPeriod(from: Date, period: "monthly" | "yearly"): Date {
  const months = period === "yearly" ? 12 : 1;
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** What the simulated gateway reads of a subscription we made (our row). */
export interface SimulatedSubscriptionRow {
  amount: number;
  currency: string;
  period: "monthly" | "yearly";
  status: string;
  razorpayPlanId: string;
  startAt: Date | null;
  currentStart: Date | null;
  currentEnd: Date | null;
  chargeAt: Date | null;
  paidCount: number;
  cancelAtCycleEnd: boolean;
  endedAt: Date | null;
}

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);
const madeUp = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Development without Razorpay keys: orders and payments are made up here,
 * and signed with a local secret, so the real verify path runs unchanged.
 * `lookupOrder` reads the amount of an order we created; `lookupSubscription`
 * our row of a subscription (docs/product/subscriptions.md, "Simulated mode"):
 * a subscription whose checkout was done is active from now for one cycle,
 * or authenticated until a later start; nothing renews it by itself.
 */
export function createSimulatedGateway(options: {
  secret: string;
  lookupOrder(orderId: string): Promise<{ amount: number; currency: string } | null>;
  lookupSubscription(subscriptionId: string): Promise<SimulatedSubscriptionRow | null>;
}): PaymentGateway {
  async function subscriptionRow(subscriptionId: string) {
    const row = await options.lookupSubscription(subscriptionId);
    if (!row) throw new Error(`No simulated subscription ${subscriptionId}`);
    return row;
  }
  /** The entity as Razorpay would give it: only verify asks before the first charge, so the checkout was done. */
  function entity(id: string, row: SimulatedSubscriptionRow): GatewaySubscription {
    const base = { id, plan_id: row.razorpayPlanId, short_url: null, start_at: unix(row.startAt) };
    const at = new Date();
    if (row.status !== "created")
      return {
        ...base,
        status: row.status,
        current_start: unix(row.currentStart),
        current_end: unix(row.currentEnd),
        charge_at: unix(row.chargeAt),
        ended_at: unix(row.endedAt),
        paid_count: row.paidCount,
      };
    if (row.startAt && row.startAt > at)
      return {
        ...base,
        status: "authenticated",
        current_start: null,
        current_end: null,
        charge_at: unix(row.startAt),
        ended_at: null,
        paid_count: 0,
      };
    const end = addBillingPeriod(at, row.period);
    return {
      ...base,
      status: "active",
      current_start: unix(at),
      current_end: unix(end),
      charge_at: unix(end),
      ended_at: null,
      paid_count: 1,
    };
  }
  return {
    keyId: "rzp_test_simulated",
    keySecret: options.secret,
    simulated: true,
    async createOrder() {
      return { id: madeUp("order_sim") };
    },
    async fetchPayment(paymentId) {
      const paid = Buffer.from(paymentId.replace(/^pay_sim/, ""), "base64url").toString();
      const [subscriptionId, cycle] = paid.split("#");
      if (subscriptionId?.startsWith("sub_sim") && cycle) {
        const row = await subscriptionRow(subscriptionId);
        return {
          id: paymentId,
          order_id: `order_sim${Buffer.from(paid).toString("base64url")}`,
          amount: row.amount,
          currency: row.currency,
          status: "captured",
          method: "upi",
        };
      }
      const order = await options.lookupOrder(paid);
      if (!order) throw new Error(`No simulated payment ${paymentId}`);
      return { id: paymentId, order_id: paid, amount: order.amount, currency: order.currency, status: "captured" };
    },
    // Nothing real was paid, so nothing goes back: the refund is processed on the spot.
    async refund(paymentId, refund) {
      return { id: madeUp("rfnd_sim"), payment_id: paymentId, amount: refund.amount, status: "processed" };
    },
    async createPlan() {
      return { id: madeUp("plan_sim") };
    },
    async createSubscription(subscription) {
      return {
        id: madeUp("sub_sim"),
        plan_id: subscription.plan_id,
        status: "created",
        current_start: null,
        current_end: null,
        charge_at: subscription.start_at ?? null,
        start_at: subscription.start_at ?? null,
        ended_at: null,
        paid_count: 0,
        short_url: null,
      };
    },
    async fetchSubscription(subscriptionId) {
      return entity(subscriptionId, await subscriptionRow(subscriptionId));
    },
    // Nothing renews by itself here: the new quantity is what our row says at the next (test-made) charge.
    async updateSubscription(subscriptionId, change) {
      return { ...entity(subscriptionId, await subscriptionRow(subscriptionId)), quantity: change.quantity };
    },
    async cancelSubscription(subscriptionId, atCycleEnd) {
      const current = entity(subscriptionId, await subscriptionRow(subscriptionId));
      return atCycleEnd ? current : { ...current, status: "cancelled", ended_at: unix(new Date()), charge_at: null };
    },
  };
}

/** The payment id a simulated checkout returns for an order. */
export function simulatedPaymentId(orderId: string): string {
  return `pay_sim${Buffer.from(orderId).toString("base64url")}`;
}

/** The payment id of a simulated subscription's `cycle`th charge (1: the checkout's). */
export function simulatedSubscriptionPaymentId(subscriptionId: string, cycle: number): string {
  return simulatedPaymentId(`${subscriptionId}#${cycle}`);
}
