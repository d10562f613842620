import { randomBytes } from "node:crypto";
import type { PaidPlan } from "../../../shared/billing";
import { OPEN_ORDER_MINUTES, OPEN_ORDERS_MAX } from "../../../shared/payment";
import { PLANS } from "../../../shared/plans";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { PaymentGateway } from "../../lib/payment-gateway";
import { createSemaphore } from "../../lib/semaphore";

const OPEN_ORDER_MS = OPEN_ORDER_MINUTES * 60 * 1000;
/** Order creations holding a database connection at once (each waits on Razorpay): the pool is never drained by them. */
const ORDERS_IN_FLIGHT = 4;
/** Longer than the gateway's own 10-second timeout (server/lib/payment-gateway.ts). */
const ORDER_TRANSACTION_MS = 15_000;

/**
 * Runs one task per key at a time on this instance, in arrival order: a
 * person's parallel clicks wait here, holding no database connection, and
 * the second finds the order the first made.
 */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    // The tail never rejects: each task runs after the one before has settled, however it ended.
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/**
 * A person's Razorpay order for a plan (README, "Payments"). An order is open
 * for 15 minutes after it is made, until paid: a click for the same plan and
 * amount gets the open order back, and a person may have at most
 * OPEN_ORDERS_MAX open orders (made and not paid, whether still pending or
 * replaced or failed since) before a new one is refused with a 429. The check
 * and the creation are one step per person: the in-process queue orders a
 * person's requests on this instance and a transaction-scoped advisory lock
 * orders them across instances, so concurrent requests get the same order.
 */
export function createOrderOpener(deps: { db: Db; gateway: PaymentGateway; now: () => Date }) {
  const { db, gateway } = deps;
  const perPerson = keyedQueue();
  const inFlight = createSemaphore(ORDERS_IN_FLIGHT);

  return (userId: string, plan: PaidPlan): Promise<string> =>
    perPerson(userId, () =>
      inFlight(() =>
        db.$transaction(
          async (tx) => {
            await tx.$executeRaw`select pg_advisory_xact_lock(hashtextextended(${`payment-order:${userId}`}, 0))`;
            const at = deps.now();
            const { amount, currency } = PLANS[plan];
            const open = await tx.payment.findMany({
              where: {
                userId,
                status: { in: ["created", "failed"] },
                createdAt: { gt: new Date(at.getTime() - OPEN_ORDER_MS) },
              },
              orderBy: [{ createdAt: "asc" }, { id: "asc" }],
              select: {
                razorpayOrderId: true,
                plan: true,
                amount: true,
                currency: true,
                status: true,
                createdAt: true,
              },
            });
            const reusable = open.findLast(
              (order) =>
                order.status === "created" &&
                order.plan === plan &&
                order.amount === amount &&
                order.currency === currency,
            );
            if (reusable) return reusable.razorpayOrderId;
            const [oldest] = open;
            if (oldest && open.length >= OPEN_ORDERS_MAX) {
              const retryAfter = Math.ceil((oldest.createdAt.getTime() + OPEN_ORDER_MS - at.getTime()) / 1000);
              throw new AppError(
                "TOO_MANY_REQUESTS",
                say("payment.tooManyOrders", {
                  count: OPEN_ORDERS_MAX,
                  window: OPEN_ORDER_MINUTES,
                  minutes: Math.ceil(retryAfter / 60),
                }),
                {
                  retryAfter,
                },
              );
            }
            // Receipts are at most 40 characters (Razorpay).
            const receipt = `rcpt_${Date.now().toString(36)}_${randomBytes(6).toString("hex")}`;
            const order = await gateway
              .createOrder({ amount, currency, receipt, notes: { userId, plan } })
              .catch((error: unknown) => {
                throw new AppError("UNAVAILABLE", say("payment.orderFailed"), { cause: error });
              });
            // Only the newest order stays pending. A capture that still arrives for a
            // replaced one is honoured (applyPlan accepts failed), as the money moved.
            await tx.payment.updateMany({
              where: { userId, status: "created" },
              data: { status: "failed", failureReason: "Replaced by a newer order" },
            });
            await tx.payment.create({
              data: { userId, plan, amount, currency, razorpayOrderId: order.id, createdAt: at },
              select: { id: true },
            });
            return order.id;
          },
          { maxWait: ORDER_TRANSACTION_MS, timeout: ORDER_TRANSACTION_MS },
        ),
      ),
    );
}
