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
  };
}

/**
 * Development without Razorpay keys: orders and payments are made up here,
 * and signed with a local secret, so the real verify path runs unchanged.
 * `lookupOrder` reads the amount of an order we created.
 */
export function createSimulatedGateway(options: {
  secret: string;
  lookupOrder(orderId: string): Promise<{ amount: number; currency: string } | null>;
}): PaymentGateway {
  return {
    keyId: "rzp_test_simulated",
    keySecret: options.secret,
    simulated: true,
    async createOrder() {
      return { id: `order_sim${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` };
    },
    async fetchPayment(paymentId) {
      const orderId = Buffer.from(paymentId.replace(/^pay_sim/, ""), "base64url").toString();
      const order = await options.lookupOrder(orderId);
      if (!order) throw new Error(`No simulated payment ${paymentId}`);
      return { id: paymentId, order_id: orderId, amount: order.amount, currency: order.currency, status: "captured" };
    },
    // Nothing real was paid, so nothing goes back: the refund is processed on the spot.
    async refund(paymentId, refund) {
      const id = `rfnd_sim${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      return { id, payment_id: paymentId, amount: refund.amount, status: "processed" };
    },
  };
}

/** The payment id a simulated checkout returns for an order. */
export function simulatedPaymentId(orderId: string): string {
  return `pay_sim${Buffer.from(orderId).toString("base64url")}`;
}
