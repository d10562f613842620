import { beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { DAY_MS } from "../../shared/time";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { buyThroughCheckout, indiaDate, mailTo } from "../helpers/billing-mail";
import { afterSweeps, untilJobState } from "../helpers/jobs";
import { capturedEvent, sendWebhook } from "../helpers/payments";

// Billing e-mails go out from jobs (pg-boss on this file's database): a sweep every second here.
const ORIGIN = "https://nexgen.example";
const t = setupTestApp({
  razorpay: true,
  env: { BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1", APP_ORIGIN: ORIGIN },
});

const MONTHS = "January February March April May June July August September October November December".split(" ");

let adminToken = "";
beforeAll(async () => {
  await ensureAdmin(t.database.db, { username: "billing_admin", password: "Ledger-Heron-2026!" });
  adminToken = (await post(t, "/api/admin/login", { username: "billing_admin", password: "Ledger-Heron-2026!" })).json()
    .token;
});

/** Waits for two more sweeps (each would queue whatever is due) and returns what the last one found due. */
const laterSweeps = () => afterSweeps(t.database.db);

async function setBilling(settings: Record<string, unknown>) {
  const saved = await t.app.inject({
    method: "POST",
    url: "/trpc/admin.billing.updateSettings",
    headers: { authorization: `Bearer ${adminToken}` },
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("receipts", () => {
  it("mails a receipt as soon as a payment completes: number, date, plan, period, amount, payment id, GST not charged", async () => {
    const buyer = await signUp(t, { name: "Meera <Iyer>" });
    const payment = await buyThroughCheckout(t, buyer.token);
    const [mail] = await t.mail.until(mailTo(buyer.email, payment.label));
    expect(mail?.subject).toBe(`NexGen AI: receipt ${payment.label} for your Professional plan`);
    const text = mail?.text ?? "";
    expect(text).toContain(`Receipt number:  ${payment.label}`);
    expect(text).toContain(`Date:            ${indiaDate(payment.paidAt ?? new Date(), MONTHS)}`);
    expect(text).toContain("Plan:            Professional");
    expect(text).toContain(
      `Period:          ${indiaDate(payment.periodStart ?? new Date(), MONTHS)} to ${indiaDate(payment.periodEnd ?? new Date(), MONTHS)}`,
    );
    expect(text).toContain("Amount paid:     ₹249.00");
    expect(text).toContain("GST:             GST not charged");
    expect(text).toContain(`Payment ID:      ${payment.razorpayPaymentId}`);
    expect(text).toContain(`Billed to: Meera <Iyer> <${buyer.email}>`);
    expect(text).not.toContain("GSTIN");
    // The HTML part says the same, with the customer's name escaped.
    expect(mail?.html).toContain(`Receipt ${payment.label}`);
    expect(mail?.html).toContain("₹249.00");
    expect(mail?.html).toContain("GST not charged");
    expect(mail?.html).toContain("Meera &#60;Iyer&#62;");
    expect(mail?.html).not.toContain("<Iyer>");

    // Replays of the payment, a webhook for it and sweeps every second send nothing more.
    expect((await post(t, "/api/payment/verify", payment.verify, buyer.token)).statusCode).toBe(200);
    const captured = capturedEvent(payment.razorpayOrderId, payment.razorpayPaymentId ?? "");
    expect((await sendWebhook(t, captured, `evt_${payment.id}`)).json()).toEqual({ status: "processed" });
    expect((await laterSweeps()).receipt).toBe(0);
    expect(t.mail.messages.filter(mailTo(buyer.email, payment.label))).toHaveLength(1);
    expect(await t.database.db.billingNotice.findMany({ where: { key: payment.id } })).toMatchObject([
      { kind: "receipt", userId: buyer._id },
    ]);
  });

  it("with a GSTIN and a rate in the billing settings, shows the GST inside the price and the seller's details", async () => {
    await setBilling({
      legalName: 'Rao & Iyer "NexGen" Labs <India>',
      address: "12 MG Road\nBengaluru 560001",
      gstin: "29ABCDE1234F1Z5",
      gstRatePercent: 18,
    });
    try {
      const buyer = await signUp(t);
      const payment = await buyThroughCheckout(t, buyer.token, { plan: "enterprise" });
      const [mail] = await t.mail.until(mailTo(buyer.email, payment.label));
      const text = mail?.text ?? "";
      // ₹599.00 includes 18% GST: 59,900 / 1.18 = 50,763 paise taxable, 9,137 paise of tax.
      expect(text).toContain("Plan:            Enterprise");
      expect(text).toContain("Taxable value:   ₹507.63");
      expect(text).toContain("GST at 18%:      ₹91.37");
      expect(text).toContain("Amount paid:     ₹599.00 (Price includes GST at 18%)");
      expect(text).not.toContain("GST not charged");
      expect(text).toContain(
        'Sold by:\nRao & Iyer "NexGen" Labs <India>\n12 MG Road\nBengaluru 560001\nGSTIN 29ABCDE1234F1Z5',
      );
      expect(mail?.html).toContain("₹91.37");
      expect(mail?.html).toContain(
        "Rao &#38; Iyer &#34;NexGen&#34; Labs &#60;India&#62;<br>12 MG Road<br>Bengaluru 560001",
      );
      expect(mail?.html).not.toContain("<India>");
    } finally {
      await setBilling({ legalName: "", address: "", gstin: "", gstRatePercent: 0 });
    }
  });

  it("tries a receipt again when the mail server refuses it, and delivers it once", async () => {
    const buyer = await signUp(t);
    t.mail.setFailing(true);
    let payment: Awaited<ReturnType<typeof buyThroughCheckout>> | undefined;
    try {
      payment = await buyThroughCheckout(t, buyer.token);
      // The first attempt failed: the job waits to be retried (after about a second, then two, four...).
      await untilJobState(t.database.db, "billing-mail", `receipt:${payment.id}`, "retry");
      expect(await t.database.db.billingNotice.count({ where: { key: payment.id } })).toBe(0);
    } finally {
      t.mail.setFailing(false);
    }
    await t.mail.until(mailTo(buyer.email, payment.label));
    await laterSweeps();
    expect(t.mail.messages.filter(mailTo(buyer.email, payment.label))).toHaveLength(1);
    expect(await t.database.db.billingNotice.count({ where: { key: payment.id } })).toBe(1);
  });

  it("a run that finds its receipt being sent by another waits for it: nothing is sent twice, nothing is lost", async () => {
    const buyer = await signUp(t);
    for (const outcome of ["commit", "rollback"] as const) {
      // Another run of the same e-mail holds the claim, not yet committed: a job that expired on a stuck instance.
      const other = await t.database.own.$pool.connect();
      try {
        const payment = await buyThroughCheckout(t, buyer.token, {
          beforeVerify: async (paymentId) => {
            await other.query("begin");
            await other.query(`insert into "BillingNotice" (kind, key) values ('receipt', $1)`, [paymentId]);
          },
        });
        // The job's own claim waits on that row...
        const deadline = Date.now() + 30_000;
        for (;;) {
          const [row] = await t.database.own.$queryRaw<Array<{ waiting: number }>>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into "BillingNotice"%'`;
          if (row?.waiting === 1) break;
          if (Date.now() > deadline) throw new Error("the receipt job never waited on the claim");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // ...until the other run ends: if it sent the mail (commit), this one sends nothing; if it failed, this one sends it.
        await other.query(outcome);
        if (outcome === "rollback") await t.mail.until(mailTo(buyer.email, payment.label));
        await laterSweeps();
        expect(t.mail.messages.filter(mailTo(buyer.email, payment.label))).toHaveLength(outcome === "commit" ? 0 : 1);
        expect(await t.database.db.billingNotice.count({ where: { key: payment.id } })).toBe(1);
      } finally {
        other.release();
      }
    }
  });
});

describe("plan reminders", () => {
  it("reminds once 3 days before a paid plan ends, tells once when it has ended, and mails nobody on Starter", async () => {
    const [ending, later, starter] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const now = t.clock.now().getTime();
    const endsAt = new Date(now + 2 * DAY_MS);
    await t.database.db.user.update({
      where: { id: ending._id },
      data: { role: "professional", planExpiresAt: endsAt },
    });
    // Four days left: not due yet.
    const laterEnd = new Date(now + 4 * DAY_MS);
    await t.database.db.user.update({
      where: { id: later._id },
      data: { role: "enterprise", planExpiresAt: laterEnd },
    });
    // A Starter account with an end date (an admin's leftover) gets nothing, before or after it.
    await t.database.db.user.update({ where: { id: starter._id }, data: { planExpiresAt: endsAt } });

    const [reminder] = await t.mail.until(mailTo(ending.email, "ends on"));
    expect(reminder?.subject).toMatch(
      new RegExp(
        `^NexGen AI: your Professional plan ends on ${indiaDate(endsAt, MONTHS)} at \\d{1,2}:\\d{2} [ap]m IST$`,
      ),
    );
    expect(reminder?.text).toContain(`Renew Professional: ${ORIGIN}/pricing`);
    expect(reminder?.html).toContain(`href="${ORIGIN}/pricing"`);
    // Sweeps every second find nothing more to remind of: the notice for this end is recorded.
    expect((await laterSweeps())["plan-ending"]).toBe(0);
    expect(t.mail.messages.filter(mailTo(ending.email, "ends on"))).toHaveLength(1);
    expect(t.mail.count(later.email)).toBe(1); // the sign-up code only
    expect(t.mail.count(starter.email)).toBe(1);

    // Two days and an hour later the plan has ended, and the other one is within three days of its end.
    t.clock.advance(2 * DAY_MS + 60 * 60 * 1000);
    try {
      const [ended] = await t.mail.until(mailTo(ending.email, "has ended"));
      expect(ended?.subject).toBe("NexGen AI: your Professional plan has ended");
      expect(ended?.text).toContain(`Your Professional plan ended on ${indiaDate(endsAt, MONTHS)}`);
      expect(ended?.text).toContain(`Renew Professional: ${ORIGIN}/pricing`);
      await t.mail.until(mailTo(later.email, `your Enterprise plan ends on ${indiaDate(laterEnd, MONTHS)}`));
      const found = await laterSweeps();
      expect(found["plan-ended"]).toBe(0);
      expect(found["plan-ending"]).toBe(0);
      expect(t.mail.messages.filter(mailTo(ending.email, "has ended"))).toHaveLength(1);
      expect(t.mail.messages.filter(mailTo(ending.email, "ends on"))).toHaveLength(1);
      expect(t.mail.messages.filter(mailTo(later.email, "ends on"))).toHaveLength(1);
      expect(t.mail.count(starter.email)).toBe(1);
    } finally {
      t.clock.reset();
    }
  });

  it("sends no reminder for a plan renewed before its reminder was due", async () => {
    const renewed = await signUp(t);
    await buyThroughCheckout(t, renewed.token);
    await t.mail.until(mailTo(renewed.email, "receipt"));
    // Paid for Professional again: it now runs 60 days, so three days before the first end nothing is due.
    await buyThroughCheckout(t, renewed.token);
    await t.mail.until(mailTo(renewed.email, "receipt"), 2);
    t.clock.advance(28 * DAY_MS);
    try {
      await laterSweeps();
      expect(t.mail.messages.filter(mailTo(renewed.email, "ends on"))).toHaveLength(0);
    } finally {
      t.clock.reset();
    }
  });
});

describe("refunds", () => {
  it("confirms a refund once, naming the receipt it cancels", async () => {
    const buyer = await signUp(t);
    const payment = await buyThroughCheckout(t, buyer.token);
    await t.mail.until(mailTo(buyer.email, payment.label));
    // What the admin refund records (status and date); the confirmation follows from the sweep.
    const refundedAt = t.clock.now();
    await t.database.db.payment.update({ where: { id: payment.id }, data: { status: "refunded", refundedAt } });
    const [mail] = await t.mail.until(mailTo(buyer.email, "refund"));
    expect(mail?.subject).toBe(`NexGen AI: refund of ₹249.00 for receipt ${payment.label}`);
    expect(mail?.text).toContain(
      `We have refunded ₹249.00 for your Professional plan on ${indiaDate(refundedAt, MONTHS)}.`,
    );
    expect(mail?.text).toContain(`It cancels receipt ${payment.label} (payment ${payment.razorpayPaymentId})`);
    expect((await laterSweeps()).refund).toBe(0);
    expect(t.mail.messages.filter(mailTo(buyer.email, "refund"))).toHaveLength(1);
    expect(t.mail.messages.filter(mailTo(buyer.email, payment.label))).toHaveLength(2);
  });
});
