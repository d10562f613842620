import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { createFakeSubscriptions, type FakePayment } from "./fake-razorpay-subscriptions";

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
  status: "processed";
}

/**
 * Razorpay's REST API as far as the product uses it (create an order, fetch a
 * payment, refund one; plans and subscriptions: fake-razorpay-subscriptions.ts),
 * on loopback. Tests decide what a payment looks like with `pay()`, and can make
 * the next refunds fail with `refuseRefunds()`.
 */
export async function startFakeRazorpay(options: { keyId: string; keySecret: string }) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds: FakeRefund[] = [];
  let refusal: { status: number; description: string } | null = null;
  const subscriptions = createFakeSubscriptions({ keySecret: options.keySecret, payments, orders });
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== expectedAuth)
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    const url = new URL(req.url ?? "/", "http://razorpay");
    if (subscriptions.route(req.method ?? "GET", url.pathname, raw, send)) return;
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const body = JSON.parse(raw) as Omit<FakeOrder, "id">;
      if (!body.receipt || body.receipt.length > 40)
        return send(400, {
          error: { code: "BAD_REQUEST_ERROR", description: "receipt: the length must be no more than 40." },
        });
      const order = { ...body, id: `order_${randomBytes(7).toString("hex")}` };
      orders.set(order.id, order);
      return send(200, { ...order, entity: "order", status: "created", amount_paid: 0 });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === "POST" && refund) {
      if (refusal) {
        const code = refusal.status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR";
        return send(refusal.status, { error: { code, description: refusal.description } });
      }
      const found = payments.get(refund[1] ?? "");
      if (!found)
        return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      const body = JSON.parse(raw || "{}") as { amount?: unknown; notes?: Record<string, string> };
      const left = found.amount - found.amount_refunded;
      const amount = body.amount === undefined ? left : body.amount;
      if (found.status === "refunded" || left <= 0)
        return send(400, {
          error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" },
        });
      if (found.status !== "captured")
        return send(400, {
          error: { code: "BAD_REQUEST_ERROR", description: "Only payments which have been captured can be refunded" },
        });
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100 || amount > left)
        return send(400, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: "The refund amount provided is greater than amount captured",
          },
        });
      found.amount_refunded += amount;
      if (found.amount_refunded === found.amount) found.status = "refunded";
      const entity: FakeRefund = {
        id: `rfnd_${randomBytes(7).toString("hex")}`,
        payment_id: found.id,
        amount,
        currency: found.currency,
        notes: body.notes ?? {},
        status: "processed",
      };
      refunds.push(entity);
      return send(200, { ...entity, entity: "refund", speed_processed: "normal" });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && payment) {
      const found = payments.get(payment[1] ?? "");
      return found
        ? send(200, { ...found, entity: "payment" })
        : send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    }
    send(404, { error: { code: "NOT_FOUND", description: "no such endpoint" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    orders,
    /** Records a payment for an order (captured for the order's amount unless told otherwise); returns its id. */
    pay(orderId: string, overrides: Partial<{ amount: number; currency: string; status: string }> = {}) {
      const order = orders.get(orderId);
      const id = `pay_${randomBytes(7).toString("hex")}`;
      payments.set(id, {
        id,
        order_id: orderId,
        amount: order?.amount ?? 0,
        currency: order?.currency ?? "INR",
        status: "captured",
        amount_refunded: 0,
        ...overrides,
      });
      return id;
    },
    /** Plans, subscriptions, their checkout and Razorpay's own moves with their webhooks. */
    subscriptions,
    /** Every refund Razorpay made, in order. */
    refunds,
    /** Until called again with null, refunds are refused with this status and description (a 5xx: Razorpay is down). */
    refuseRefunds(next: { status: number; description: string } | null) {
      refusal = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
