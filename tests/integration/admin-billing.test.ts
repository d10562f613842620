import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { istMonthStart } from "../../server/areas/admin/admin-revenue.service";
import { DAY_MS } from "../../shared/time";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { sendWebhook, signPayment } from "../helpers/payments";
import type { SinkMessage } from "../helpers/smtp-sink";

const t = setupTestApp({ razorpay: true });
const ADMIN = { username: "ledger", password: "Harbour-Lantern-2026!", name: "Meera Admin" };
let adminToken = "";

async function adminLogin() {
  const login = await post(t, "/api/admin/login", { username: ADMIN.username, password: ADMIN.password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().token as string;
}

beforeAll(async () => {
  await ensureAdmin(t.database.db, ADMIN);
  adminToken = await adminLogin();
});

afterEach(() => t.clock.reset());

/** Buys a plan through order, Razorpay and verify; returns our payment row's id and Razorpay's payment id. */
async function buy(token: string, plan: "professional" | "enterprise" = "professional") {
  const order = await post(t, "/api/payment/order", { plan }, token);
  expect(order.statusCode, order.body).toBe(200);
  const { orderId } = order.json();
  const razorpayPaymentId = t.razorpay.pay(orderId);
  const verify = await post(
    t,
    "/api/payment/verify",
    {
      razorpay_order_id: orderId,
      razorpay_payment_id: razorpayPaymentId,
      razorpay_signature: signPayment(orderId, razorpayPaymentId),
    },
    token,
  );
  expect(verify.statusCode, verify.body).toBe(200);
  const row = await t.database.db.payment.findUniqueOrThrow({
    where: { razorpayOrderId: orderId },
    select: { id: true },
  });
  return { id: row.id, orderId, razorpayPaymentId };
}

const refund = (paymentId: string, token: string | undefined = adminToken) =>
  post(t, `/api/admin/payments/${paymentId}/refund`, undefined, token);

const refundWebhook = (payment: { orderId: string; razorpayPaymentId: string }, refundId: string) =>
  sendWebhook(
    t,
    {
      entity: "event",
      event: "refund.processed",
      payload: {
        refund: { entity: { id: refundId, payment_id: payment.razorpayPaymentId, amount: 24900, status: "processed" } },
        payment: { entity: { id: payment.razorpayPaymentId, order_id: payment.orderId, status: "refunded" } },
      },
    },
    `evt_${refundId}`,
  );

const plan = (userId: string) =>
  t.database.db.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, planExpiresAt: true } });

const paymentRow = (id: string) =>
  t.database.db.payment.findUniqueOrThrow({
    where: { id },
    select: { status: true, refundedAt: true, razorpayRefundId: true, periodStart: true, periodEnd: true },
  });

describe("refunds", () => {
  it("refunds through Razorpay and ends the plan once, though the refund.processed webhook arrives after", async () => {
    const buyer = await signUp(t);
    const payment = await buy(buyer.token);
    const response = await refund(payment.id);
    expect(response.statusCode, response.body).toBe(200);
    const [made] = t.razorpay.refunds.filter((entry) => entry.payment_id === payment.razorpayPaymentId);
    expect(made).toMatchObject({ amount: 24900, status: "processed", notes: { paymentId: payment.id } });
    expect(made?.id).toMatch(/^rfnd_/);
    expect(response.json()).toMatchObject({
      message: `Refunded ₹249.00 to ${buyer.name}. ${buyer.name} is back on Starter.`,
      payment: { _id: payment.id, status: "refunded", razorpayRefundId: made?.id },
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", razorpayRefundId: made?.id });
    expect((await paymentRow(payment.id)).refundedAt).toBeInstanceOf(Date);
    expect(await plan(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });

    // Razorpay then reports the same refund: nothing more happens.
    const late = await refundWebhook(payment, made?.id ?? "");
    expect(late.json()).toEqual({ status: "ignored" });
    expect(await plan(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });
    expect(t.razorpay.refunds.filter((entry) => entry.payment_id === payment.razorpayPaymentId)).toHaveLength(1);

    // The customer keeps nothing: the status call agrees.
    expect((await get(t, "/api/payment/status", buyer.token)).json()).toMatchObject({ role: "starter" });
    // And is told, once, though both the admin's refund and the webhook reported it.
    const refundMail = (message: SinkMessage) =>
      message.to.includes(buyer.email.toLowerCase()) && message.subject.includes("refund");
    const [mail] = await t.mail.until(refundMail);
    expect(mail?.text).toContain("We have refunded ₹249.00 for your Professional plan");
    expect(t.mail.messages.filter(refundMail)).toHaveLength(1);
  });

  it("takes back an early renewal's 30 days only, once, when the webhook came first and the admin clicks after", async () => {
    const buyer = await signUp(t);
    const first = await buy(buyer.token);
    const firstEnd = (await plan(buyer._id)).planExpiresAt as Date;
    const renewal = await buy(buyer.token);
    const renewed = await plan(buyer._id);
    expect(renewed.planExpiresAt?.getTime()).toBe(firstEnd.getTime() + 30 * DAY_MS);

    // Refunded in Razorpay's dashboard: the webhook arrives first.
    expect((await refundWebhook(renewal, "rfnd_dashboard1")).json()).toEqual({ status: "processed" });
    expect(await plan(buyer._id)).toEqual({ role: "professional", planExpiresAt: firstEnd });

    const again = await refund(renewal.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This payment has already been refunded: nothing more to give back.");
    expect(t.razorpay.refunds.filter((entry) => entry.payment_id === renewal.razorpayPaymentId)).toEqual([]);
    expect(await plan(buyer._id)).toEqual({ role: "professional", planExpiresAt: firstEnd });
    expect(await paymentRow(renewal.id)).toMatchObject({ status: "refunded", razorpayRefundId: "rfnd_dashboard1" });
    // The first payment still stands.
    expect((await paymentRow(first.id)).status).toBe("completed");
  });

  it("refunding the first of two periods leaves the renewal's 30 days, counted from the refund", async () => {
    const buyer = await signUp(t);
    const first = await buy(buyer.token);
    await buy(buyer.token);
    const response = await refund(first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Refunded ₹249.00 to ${buyer.name}. The Professional plan now ends earlier.`);
    // The first payment's unused days go; the renewal's 30 move up to begin now (tests/integration/refunds.test.ts).
    const { refundedAt } = await paymentRow(first.id);
    expect(await plan(buyer._id)).toEqual({
      role: "professional",
      planExpiresAt: new Date((refundedAt as Date).getTime() + 30 * DAY_MS),
    });
  });

  it("changes nothing when Razorpay refuses the refund (502) or is down (503)", async () => {
    const buyer = await signUp(t);
    const payment = await buy(buyer.token);
    const planBefore = await plan(buyer._id);
    const auditBefore = await t.database.db.auditLog.count();
    try {
      t.razorpay.refuseRefunds({ status: 400, description: "Refunds are not enabled for this account" });
      const refused = await refund(payment.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(
        "Razorpay refused the refund: Refunds are not enabled for this account. Nothing was changed.",
      );
      t.razorpay.refuseRefunds({ status: 503, description: "Service unavailable" });
      const down = await refund(payment.id);
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(
        "Razorpay could not be reached, so nothing was refunded. Please try again in a moment.",
      );
    } finally {
      t.razorpay.refuseRefunds(null);
    }
    expect(await paymentRow(payment.id)).toMatchObject({
      status: "completed",
      refundedAt: null,
      razorpayRefundId: null,
    });
    expect(await plan(buyer._id)).toEqual(planBefore);
    expect(await t.database.db.auditLog.count()).toBe(auditBefore);
    // Once Razorpay takes it, the same button works.
    expect((await refund(payment.id)).statusCode).toBe(200);
  });

  it("refuses payments that were never completed, unknown ones, and anyone but an admin", async () => {
    const buyer = await signUp(t);
    const order = (await post(t, "/api/payment/order", { plan: "professional" }, buyer.token)).json();
    const unpaid = await t.database.db.payment.findUniqueOrThrow({
      where: { razorpayOrderId: order.orderId },
      select: { id: true },
    });
    const incomplete = await refund(unpaid.id);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(
      "Only a completed payment can be refunded; this one is incomplete (never paid), so no money was taken.",
    );
    expect((await refund("0196f2c4-8e1a-7b5d-9f30-2a6c4e8b1d97")).statusCode).toBe(404);

    const paid = await buy(buyer.token);
    expect((await refund(paid.id, buyer.token)).statusCode).toBe(401);
    expect((await refund(paid.id, "")).statusCode).toBe(401);
    const viaTrpc = await t.app.inject({
      method: "POST",
      url: "/trpc/admin.refundPayment",
      payload: { id: paid.id },
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect([401, 403]).toContain(viaTrpc.statusCode);
    expect((await paymentRow(paid.id)).status).toBe("completed");
    expect((await plan(buyer._id)).role).toBe("professional");
  });

  it("records who refunded, named, in the audit log", async () => {
    const buyer = await signUp(t);
    const payment = await buy(buyer.token);
    expect((await refund(payment.id)).statusCode).toBe(200);
    const log = (await get(t, "/api/admin/audit-log", adminToken)).json();
    const entry = log.entries.find((e: { entityId: string }) => e.entityId === payment.id);
    expect(entry).toMatchObject({
      action: "payment.refund",
      entity: "Payment",
      adminName: "Meera Admin",
      entityName: `₹249.00 Professional payment by ${buyer.name} <${buyer.email}>`,
      before: { status: "completed", userRole: "professional" },
      after: { status: "refunded", userRole: "starter", userPlanExpiresAt: null },
    });
    expect(entry.after.razorpayRefundId).toMatch(/^rfnd_/);
  });
});

describe("sorting and CSV export", () => {
  it("sorts payments and users by a column with a stable id tie-break, and refuses unknown columns", async () => {
    const tag = `sortcase${Date.now().toString(36)}`;
    const buyers = [];
    for (const name of ["Charu", "Aarav", "Bela"]) buyers.push(await signUp(t, { name: `${name} ${tag}` }));
    for (const buyer of buyers) await buy(buyer.token, buyer.name.startsWith("Aarav") ? "enterprise" : "professional");

    const users = (await get(t, `/api/admin/users?q=${tag}&sort=name&dir=asc`, adminToken)).json();
    expect(users.map((user: { name: string }) => user.name.split(" ")[0])).toEqual(["Aarav", "Bela", "Charu"]);
    const desc = (await get(t, `/api/admin/users?q=${tag}&sort=name&dir=desc`, adminToken)).json();
    expect(desc.map((user: { name: string }) => user.name.split(" ")[0])).toEqual(["Charu", "Bela", "Aarav"]);

    const byAmount = (await get(t, `/api/admin/payments?q=${tag}&sort=amount&dir=desc`, adminToken)).json();
    expect(byAmount.map((p: { amount: number }) => p.amount)).toEqual([59900, 24900, 24900]);
    // Equal amounts: ordered by id in the same direction, on every call.
    const [, second, third] = byAmount;
    expect(second._id > third._id).toBe(true);
    const byUser = (await get(t, `/api/admin/payments?q=${tag}&sort=user&dir=asc`, adminToken)).json();
    expect(byUser.map((p: { userId: { name: string } }) => p.userId.name.split(" ")[0])).toEqual([
      "Aarav",
      "Bela",
      "Charu",
    ]);

    const bad = await get(t, "/api/admin/payments?sort=password", adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("sort must be one of");
    expect((await get(t, "/api/admin/users?sort=name&dir=up", adminToken)).statusCode).toBe(400);
  });

  it("exports every matching row (not a page) as CSV, escaped, formulas neutralised, filters respected", async () => {
    const tag = `csvcase${Date.now().toString(36)}`;
    const evil = await signUp(t, { name: `Evil ${tag}` });
    const quoted = await signUp(t, { name: `Quoted ${tag}` });
    // Names as they may already be stored (imported or older data): a formula, and a comma with quotes.
    await t.database.db.user.update({ where: { id: evil._id }, data: { name: `=HYPERLINK("http://x.test") ${tag}` } });
    await t.database.db.user.update({ where: { id: quoted._id }, data: { name: `Rao, "Asha" ${tag}` } });
    const evilPayment = await buy(evil.token);
    await buy(quoted.token, "enterprise");
    // A pending order too (clicked again and again: one order, reopened).
    for (let i = 0; i < 3; i++) await post(t, "/api/payment/order", { plan: "professional" }, evil.token);

    const response = await get(t, `/api/admin/payments/export.csv?q=${tag}&pageSize=1&sort=amount&dir=asc`, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Date,User,Username,Email,Plan,Amount (INR),Status,Razorpay payment ID,Razorpay order ID,Paid at,Receipt,Period start,Period end,Refunded at,ID",
    );
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    // Both completed payments and the pending order: every match, not one page.
    expect(rows).toHaveLength(3);
    const evilRow = rows.find((row) => row.endsWith(evilPayment.id));
    expect(evilRow).toContain(`"'=HYPERLINK(""http://x.test"") ${tag}"`);
    expect(evilRow).toContain(`,Professional,249.00,completed,${evilPayment.razorpayPaymentId},`);
    expect(evilRow).toMatch(/,NG-\d{6},/);
    expect(rows.some((row) => row.includes(`"Rao, ""Asha"" ${tag}"`))).toBe(true);

    const completed = await get(t, `/api/admin/payments/export.csv?q=${tag}&status=completed`, adminToken);
    expect(completed.body.split("\r\n").slice(1, -1)).toHaveLength(2);

    const usersCsv = await get(t, `/api/admin/users/export.csv?q=${tag}&sort=name&dir=asc`, adminToken);
    const userLines = usersCsv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(userLines[0]).toBe("Name,Username,Email,Plan,Plan ends,Joined,Last login,ID");
    expect(userLines.slice(1, -1)).toHaveLength(2);
    expect(userLines[1]).toMatch(/^"'=HYPERLINK/);
    expect(userLines[1]).toContain(",Professional,");
    expect(userLines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,/);

    expect((await get(t, "/api/admin/payments/export.csv", evil.token)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/users/export.csv?role=platinum", adminToken)).statusCode).toBe(400);
  });
});

describe("the owner's numbers", () => {
  /** Moves the test clock to an absolute instant. */
  const setClock = (at: Date) => {
    t.clock.reset();
    t.clock.advance(at.getTime() - Date.now());
  };

  it("counts subscribers, recurring revenue, plans ending within 7 days, and revenue this month against last (IST)", async () => {
    // A month far enough ahead that every other plan in this file has lapsed and no other payment falls in it.
    const monthStart = istMonthStart(new Date(Date.now() + 400 * DAY_MS));
    const lastMonthStart = istMonthStart(monthStart, 1);
    const now = new Date(monthStart.getTime() + 10 * DAY_MS);

    setClock(new Date(lastMonthStart.getTime() + DAY_MS));
    const lapsed = await signUp(t, { name: "Lapsed Buyer" });
    const lapsedPayment = await buy(lapsed.token);

    setClock(new Date(now.getTime() - 27 * DAY_MS));
    const ending = await signUp(t, { name: "Ending Soon" });
    await buy(ending.token);

    setClock(now);
    const enterprise = await signUp(t, { name: "Big Spender" });
    await buy(enterprise.token, "enterprise");
    const professional = await signUp(t, { name: "Steady Pro" });
    await buy(professional.token);
    const regretful = await signUp(t, { name: "Changed Mind" });
    const regretted = await buy(regretful.token);
    adminToken = await adminLogin();
    expect((await refund(regretted.id)).statusCode).toBe(200);
    expect((await refund(lapsedPayment.id)).statusCode).toBe(200);

    const stats = await get(t, "/api/admin/billing-stats", adminToken);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body).toMatchObject({
      activeSubscribers: 3,
      subscribersByPlan: { professional: 2, enterprise: 1 },
      monthlyRecurringRevenue: 24900 * 2 + 59900,
      endingSoon: {
        days: 7,
        count: 1,
        users: [{ _id: ending._id, name: "Ending Soon", email: ending.email, role: "professional" }],
      },
      revenue: {
        // Paid this month: 599 + 249 + 249; refunded this month: 249 (paid now) and 249 (paid last month).
        thisMonth: { from: monthStart.toISOString(), amount: 59900 },
        lastMonth: { from: lastMonthStart.toISOString(), amount: 24900 * 2 },
      },
    });
    expect(new Date(body.endingSoon.users[0].planExpiresAt).getTime()).toBeGreaterThan(now.getTime());
    t.clock.reset();
    adminToken = await adminLogin();
  });

  it("starts India's months at 00:00 IST", () => {
    // 31 Oct 2026, 19:00 UTC is 1 Nov 00:30 IST: November already.
    expect(istMonthStart(new Date("2026-10-31T19:00:00Z")).toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(istMonthStart(new Date("2026-10-31T18:00:00Z")).toISOString()).toBe("2026-09-30T18:30:00.000Z");
    expect(istMonthStart(new Date("2026-01-15T00:00:00Z"), 1).toISOString()).toBe("2025-11-30T18:30:00.000Z");
  });
});
