import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import type { PaidPlan, PlanHolding } from "../../shared/billing";
import { DAY_MS } from "../../shared/time";
import { get, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { sendWebhook, signPayment } from "../helpers/payments";

// A refund takes back exactly what its payment bought (README, "Refunds"), through the admin's
// button or Razorpay's refund.processed webhook, on a real database and the fake Razorpay.
const t = setupTestApp({ razorpay: true });
const ADMIN = { username: "refunds", password: "Harbour-Lantern-2026!", name: "Refund Desk" };

beforeAll(async () => {
  await ensureAdmin(t.database.db, ADMIN);
});

afterEach(() => t.clock.reset());

type Account = Awaited<ReturnType<typeof signUp>>;

/** A fresh token: the test clock moves days ahead, past any session's idle window. */
async function logIn(account: Account) {
  const login = await post(t, "/api/users/login", { email: account.email, password: account.password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().token as string;
}

async function adminToken() {
  const login = await post(t, "/api/admin/login", { username: ADMIN.username, password: ADMIN.password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().token as string;
}

/** Order, Razorpay's capture, and Checkout's signed answer to verify. */
async function buy(account: Account, plan: PaidPlan) {
  const token = await logIn(account);
  const order = await post(t, "/api/payment/order", { plan }, token);
  expect(order.statusCode, order.body).toBe(200);
  const { orderId } = order.json();
  const razorpayPaymentId = t.razorpay.pay(orderId);
  const checkout = {
    razorpay_order_id: orderId,
    razorpay_payment_id: razorpayPaymentId,
    razorpay_signature: signPayment(orderId, razorpayPaymentId),
  };
  const verify = await post(t, "/api/payment/verify", checkout, token);
  expect(verify.statusCode, verify.body).toBe(200);
  const { id } = await t.database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
  return { id, orderId, razorpayPaymentId, amount: order.json().amount as number };
}

type Bought = Awaited<ReturnType<typeof buy>>;

async function refund(payment: Bought, via: "admin" | "webhook") {
  if (via === "admin") {
    const response = await post(t, `/api/admin/payments/${payment.id}/refund`, undefined, await adminToken());
    expect(response.statusCode, response.body).toBe(200);
    return;
  }
  const refundId = `rfnd_${payment.razorpayPaymentId}`;
  const event = {
    entity: "event",
    event: "refund.processed",
    payload: {
      refund: {
        entity: { id: refundId, payment_id: payment.razorpayPaymentId, amount: payment.amount, status: "processed" },
      },
      payment: { entity: { id: payment.razorpayPaymentId, order_id: payment.orderId, status: "refunded" } },
    },
  };
  expect((await sendWebhook(t, event, `evt_${refundId}`)).json()).toEqual({ status: "processed" });
}

type Step =
  | { buy: PaidPlan }
  /** Days pass. */
  | { wait: number }
  /** Refunds the n-th payment bought (from 0). */
  | { refund: number; via?: "admin" | "webhook" }
  /** An administrator sets the plan (no end date). */
  | { adminSets: "professional" | "enterprise" };

type Row = { paidAt: Date; refundedAt: Date | null; periodStart: Date; periodEnd: Date; creditedDays: number };
const plus = (date: Date | null, days: number) => new Date((date as Date).getTime() + days * DAY_MS);

const CASES: Array<{ name: string; steps: Step[]; expected: (payments: Row[]) => PlanHolding }> = [
  {
    name: "a plain payment: back on Starter, its unused days gone",
    steps: [{ buy: "professional" }, { wait: 5 }, { refund: 0 }],
    expected: () => ({ role: "starter", planExpiresAt: null }),
  },
  {
    name: "Professional after an upgrade to Enterprise: the credited Enterprise days go, the upgrade's 30 stay",
    // 29 unused days of Professional became 12 of Enterprise; 2 of them are used when the refund comes.
    steps: [{ buy: "professional" }, { wait: 1 }, { buy: "enterprise" }, { wait: 2 }, { refund: 0 }],
    expected: ([first]) => ({ role: "enterprise", planExpiresAt: plus(first?.refundedAt ?? null, 30) }),
  },
  {
    name: "the same through Razorpay's refund.processed webhook",
    steps: [{ buy: "professional" }, { wait: 1 }, { buy: "enterprise" }, { refund: 0, via: "webhook" }],
    expected: ([first]) => ({ role: "enterprise", planExpiresAt: plus(first?.refundedAt ?? null, 30) }),
  },
  {
    name: "the upgrade itself: what remains is what the earlier payment bought (its 12 converted days)",
    steps: [{ buy: "professional" }, { wait: 1 }, { buy: "enterprise" }, { wait: 2 }, { refund: 1 }],
    expected: ([, upgrade]) => ({ role: "enterprise", planExpiresAt: plus(upgrade?.periodStart ?? null, 12) }),
  },
  {
    name: "the upgrade, then the earlier payment: nothing is left",
    steps: [{ buy: "professional" }, { wait: 1 }, { buy: "enterprise" }, { refund: 1 }, { wait: 3 }, { refund: 0 }],
    expected: () => ({ role: "starter", planExpiresAt: null }),
  },
  {
    name: "the first payment after an early renewal: its unused days go, the renewal's 30 days stay",
    steps: [{ buy: "professional" }, { wait: 10 }, { buy: "professional" }, { wait: 5 }, { refund: 0 }],
    expected: ([first]) => ({ role: "professional", planExpiresAt: plus(first?.refundedAt ?? null, 30) }),
  },
  {
    name: "the early renewal: the first payment's period stands",
    steps: [{ buy: "professional" }, { wait: 10 }, { buy: "professional" }, { wait: 5 }, { refund: 1, via: "webhook" }],
    expected: ([first]) => ({ role: "professional", planExpiresAt: first?.periodEnd ?? null }),
  },
  {
    name: "a lapsed payment, with a plan bought anew since: the new plan is untouched",
    steps: [{ buy: "professional" }, { wait: 31 }, { buy: "professional" }, { refund: 0 }],
    expected: ([, second]) => ({ role: "professional", planExpiresAt: second?.periodEnd ?? null }),
  },
  {
    name: "a plan an administrator has set since: nothing to take back",
    steps: [{ buy: "professional" }, { adminSets: "enterprise" }, { refund: 0 }],
    expected: () => ({ role: "enterprise", planExpiresAt: null }),
  },
];

describe("a refund takes back exactly what its payment bought", () => {
  it.each(CASES)("$name", async ({ steps, expected }) => {
    const account = await signUp(t);
    const bought: Bought[] = [];
    const rows = () =>
      Promise.all(
        bought.map(({ id }) =>
          t.database.db.payment.findUniqueOrThrow({
            where: { id },
            select: { paidAt: true, refundedAt: true, periodStart: true, periodEnd: true, creditedDays: true },
          }),
        ),
      ) as Promise<Row[]>;
    for (const step of steps) {
      if ("buy" in step) bought.push(await buy(account, step.buy));
      else if ("wait" in step) t.clock.advance(step.wait * DAY_MS);
      else if ("adminSets" in step) {
        const { name, username, email } = account;
        const edit = await put(
          t,
          `/api/users/${account._id}`,
          { name, username, email, role: step.adminSets },
          await adminToken(),
        );
        expect(edit.statusCode, edit.body).toBe(200);
      } else {
        const target = bought[step.refund];
        if (!target) throw new Error(`no payment ${step.refund}`);
        const periodsBefore = await rows();
        await refund(target, step.via ?? "admin");
        // Receipts keep the periods they were issued with.
        expect((await rows()).map(({ periodStart, periodEnd }) => ({ periodStart, periodEnd }))).toEqual(
          periodsBefore.map(({ periodStart, periodEnd }) => ({ periodStart, periodEnd })),
        );
      }
    }
    const payments = await rows();
    if (steps.some((step) => "buy" in step && step.buy === "enterprise")) expect(payments[1]?.creditedDays).toBe(12);
    const holding = await t.database.db.user.findUniqueOrThrow({
      where: { id: account._id },
      select: { role: true, planExpiresAt: true },
    });
    expect(holding).toEqual(expected(payments));
    // The person's own view agrees.
    const status = (await get(t, "/api/payment/status", await logIn(account))).json();
    expect(status.role).toBe(
      holding.planExpiresAt === null || holding.planExpiresAt > t.clock.now() ? holding.role : "starter",
    );
  });
});
