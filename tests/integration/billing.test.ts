import { describe, expect, it } from "vitest";
import { receiptLabel } from "../../shared/billing";
import { DAY_MS } from "../../shared/time";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { signPayment } from "../helpers/payments";

const t = setupTestApp({ razorpay: true });

async function order(token: string, plan: "professional" | "enterprise") {
  const response = await post(t, "/api/payment/order", { plan }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { orderId: string; amount: number };
}

async function pay(token: string, orderId: string, overrides: Record<string, unknown> = {}) {
  const paymentId = t.razorpay.pay(orderId, overrides);
  return post(
    t,
    "/api/payment/verify",
    { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(orderId, paymentId) },
    token,
  );
}

async function buy(token: string, plan: "professional" | "enterprise") {
  const { orderId } = await order(token, plan);
  const paid = await pay(token, orderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return t.database.db.payment.findUniqueOrThrow({
    where: { razorpayOrderId: orderId },
    select: { id: true, periodStart: true, periodEnd: true, creditedDays: true, receiptNumber: true },
  });
}

/** Moving the clock by days ends access tokens too: sign in again at the new time. */
async function logIn(account: { email: string; password: string }) {
  const response = await post(t, "/api/users/login", { email: account.email, password: account.password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const planOf = (id: string) =>
  t.database.db.user.findUniqueOrThrow({ where: { id }, select: { role: true, planExpiresAt: true } });

describe("upgrades credit the unused days of the plan they replace", () => {
  // Professional bought on day 0, Enterprise bought `day` days later: (30 - day) days at ₹249 become days at ₹599.
  it.each([0, 1, 7, 15, 25, 29])("on day %i of a Professional period", async (day) => {
    t.clock.reset();
    const buyer = await signUp(t);
    try {
      await buy(buyer.token, "professional");
      t.clock.advance(day * DAY_MS);
      const token = await logIn(buyer);
      const before = t.clock.now().getTime();
      const upgrade = await buy(token, "enterprise");
      const after = t.clock.now().getTime();
      // The time between buying and upgrading is a few milliseconds of real time, never a whole credited day.
      const expected = Math.floor(((30 - day) * 24900) / 59900);
      expect(upgrade.creditedDays).toBe(expected);
      const { role, planExpiresAt } = await planOf(buyer._id);
      expect(role).toBe("enterprise");
      const end = planExpiresAt?.getTime() ?? 0;
      expect(end).toBeGreaterThanOrEqual(before + (30 + expected) * DAY_MS);
      expect(end).toBeLessThanOrEqual(after + (30 + expected) * DAY_MS);
      expect(upgrade.periodEnd?.getTime()).toBe(end);
      expect(upgrade.periodStart?.getTime()).toBeGreaterThanOrEqual(before);
      // The order was for the plan's full price: credit is given in days, never in money.
      const row = await t.database.db.payment.findUniqueOrThrow({
        where: { id: upgrade.id },
        select: { amount: true },
      });
      expect(row.amount).toBe(59900);
    } finally {
      t.clock.reset();
    }
  });
});

describe("early renewal", () => {
  it("extends the plan in force from its current end, even two days before it ends", async () => {
    const buyer = await signUp(t);
    try {
      const first = await buy(buyer.token, "professional");
      t.clock.advance(28 * DAY_MS);
      const renewal = await buy(await logIn(buyer), "professional");
      expect(renewal.periodStart).toEqual(first.periodEnd);
      expect(renewal.periodEnd?.getTime()).toBe((first.periodEnd?.getTime() ?? 0) + 30 * DAY_MS);
      expect((await planOf(buyer._id)).planExpiresAt).toEqual(renewal.periodEnd);
    } finally {
      t.clock.reset();
    }
  });

  it("does not sell a lower plan while a higher one runs, and says why", async () => {
    const buyer = await signUp(t);
    await buy(buyer.token, "enterprise");
    const down = await post(t, "/api/payment/order", { plan: "professional" }, buyer.token);
    expect(down.statusCode).toBe(400);
    expect(down.json().message).toBe("You are on the Enterprise plan, which already includes Professional.");
  });
});

describe("receipts", () => {
  it("numbers 20 parallel payments in one series with no gap and no duplicate; failed ones take no number", async () => {
    const last = await t.database.db.receiptCounter.findUnique({ where: { id: 1 }, select: { last: true } });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => signUp(t)));
    const orders = await Promise.all(buyers.map((buyer) => order(buyer.token, "professional")));
    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        // Four of them are paid the wrong amount: verify refuses them, and they must not use up a number.
        pay(buyer.token, orders[index]?.orderId ?? "", index % 6 === 5 ? { amount: 100 } : {}),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    const numbers = (
      await t.database.db.payment.findMany({
        where: { razorpayOrderId: { in: orders.map((created) => created.orderId) }, receiptNumber: { not: null } },
        select: { receiptNumber: true },
      })
    )
      .map((row) => row.receiptNumber ?? 0)
      .sort((a, b) => a - b);
    // Other tests of this file may pay at the same time, so the 20 need not be adjacent: they are distinct and
    // the whole series over every payment of the database is 1..last without a hole.
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[0]).toBeGreaterThan(last?.last ?? 0);
    const all = (
      await t.database.db.payment.findMany({ where: { receiptNumber: { not: null } }, select: { receiptNumber: true } })
    ).map((row) => row.receiptNumber);
    const counter = await t.database.db.receiptCounter.findUniqueOrThrow({ where: { id: 1 }, select: { last: true } });
    expect(all.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: counter.last }, (_, i) => i + 1));
  });

  it("gives the payer a receipt (GST not charged by default), and nobody else", async () => {
    const buyer = await signUp(t);
    const paid = await buy(buyer.token, "professional");
    const response = await get(t, `/api/payment/receipts/${paid.id}`, buyer.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      number: receiptLabel(paid.receiptNumber ?? 0),
      plan: "professional",
      planName: "Professional",
      amount: 24900,
      currency: "INR",
      status: "completed",
      customer: { name: buyer.name, email: buyer.email },
      seller: { name: "NexGen AI", gstin: null },
      tax: null,
      taxNote: "GST not charged",
      periodStart: paid.periodStart?.toISOString(),
      periodEnd: paid.periodEnd?.toISOString(),
    });
    const stranger = await signUp(t);
    expect((await get(t, `/api/payment/receipts/${paid.id}`, stranger.token)).statusCode).toBe(404);
    expect((await get(t, `/api/payment/receipts/${paid.id}`)).statusCode).toBe(401);
    expect((await get(t, "/api/payment/receipts/nope", buyer.token)).statusCode).toBe(404);
    // An order not paid yet has no receipt.
    const pending = await order(buyer.token, "enterprise");
    const pendingRow = await t.database.db.payment.findUniqueOrThrow({
      where: { razorpayOrderId: pending.orderId },
      select: { id: true },
    });
    expect((await get(t, `/api/payment/receipts/${pendingRow.id}`, buyer.token)).statusCode).toBe(404);
  });

  it("shows GST inside the price once the settings give a GSTIN and a rate", async () => {
    const adminToken = await signInAdmin(t, "billing");
    const invalid = await post(t, "/trpc/admin.billing.updateSettings", { gstin: "12345" }, adminToken);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("GSTIN must be 15 characters");
    const saved = await post(
      t,
      "/trpc/admin.billing.updateSettings",
      { legalName: "NexGen AI Private Limited", gstin: "29abcde1234f1z5", gstRatePercent: 18 },
      adminToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const buyer = await signUp(t);
      const paid = await buy(buyer.token, "professional");
      const receipt = (await get(t, `/api/payment/receipts/${paid.id}`, buyer.token)).json();
      // ₹249 including 18% GST: ₹211.02 taxable and ₹37.98 tax.
      expect(receipt.tax).toEqual({ ratePercent: 18, taxable: 21102, tax: 3798, gstin: "29ABCDE1234F1Z5" });
      expect(receipt.taxNote).toBe("Price includes GST at 18%");
      expect(receipt.seller).toEqual({ name: "NexGen AI Private Limited", address: "", gstin: "29ABCDE1234F1Z5" });
    } finally {
      await post(t, "/trpc/admin.billing.updateSettings", { legalName: "", gstin: "", gstRatePercent: 0 }, adminToken);
    }
  });
});
