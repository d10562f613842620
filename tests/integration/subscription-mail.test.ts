import { describe, expect, it } from "vitest";
import { mailDateTime } from "../../server/lib/mail-html";
import { DAY_MS } from "../../shared/time";
import { signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { indiaDate, mailTo } from "../helpers/billing-mail";
import { afterSweeps } from "../helpers/jobs";
import { expectHindiMail } from "../helpers/mail-language";
import { insertSubscription } from "../helpers/subscription-rows";

// A subscription's e-mails (issue #32, docs/product/subscriptions.md "E-mails"), sent by the billing notices'
// jobs (a sweep every second here) from Subscription rows as the webhooks leave them, written here directly.
const ORIGIN = "https://nexgen.example";
const t = setupTestApp({ env: { BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1", APP_ORIGIN: ORIGIN } });

const HINDI_MONTHS = "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(" ");
const MONTHS = "January February March April May June July August September October November December".split(" ");
const HOUR_MS = 60 * 60 * 1000;

/** A signed-up person on `role` until `planExpiresAt`. */
async function person(role: "professional" | "enterprise", planExpiresAt: Date) {
  const account = await signUp(t);
  await t.database.db.user.update({ where: { id: account._id }, data: { role, planExpiresAt } });
  return account;
}

const mailsTo = (email: string, subject: string) => t.mail.messages.filter(mailTo(email, subject));

describe("the notice before each renewal's debit", () => {
  it("goes out once, 3 days before each charge: the amount, the date and how to cancel; not for a cancelling or later one", async () => {
    const now = t.clock.now().getTime();
    const chargeAt = new Date(now + 2 * DAY_MS);
    const renewing = await person("professional", chargeAt);
    const sub = await insertSubscription(t.database.db, renewing._id, {
      chargeAt,
      currentEnd: chargeAt,
      currentStart: new Date(chargeAt.getTime() - 30 * DAY_MS),
      paidCount: 1,
      method: "upi",
    });
    // Set to end at the cycle's end: no debit is coming, and the plan's own reminder goes out instead.
    const cancelling = await person("enterprise", chargeAt);
    await insertSubscription(t.database.db, cancelling._id, {
      plan: "enterprise",
      period: "yearly",
      chargeAt,
      currentEnd: chargeAt,
      cancelAtCycleEnd: true,
    });
    // Four days off: not yet. Halted: Razorpay charges nothing more.
    const later = await person("professional", new Date(now + 4 * DAY_MS));
    await insertSubscription(t.database.db, later._id, { chargeAt: new Date(now + 4 * DAY_MS) });
    const halted = await signUp(t);
    await insertSubscription(t.database.db, halted._id, { status: "halted", chargeAt });

    const [notice] = await t.mail.until(mailTo(renewing.email, "renews on"));
    expect(notice?.subject).toBe(
      `NexGen AI: your Professional subscription renews on ${indiaDate(chargeAt, MONTHS)}: ₹249.00`,
    );
    expect(notice?.text).toContain(
      `Your monthly Professional subscription renews on ${indiaDate(chargeAt, MONTHS)}. ₹249.00 will then be charged through your UPI Autopay.`,
    );
    expect(notice?.text).toContain("To stop it, cancel auto-renewal in your profile before that date");
    expect(notice?.text).toContain(`Manage your subscription: ${ORIGIN}/profile`);
    expect(notice?.html).toContain(`href="${ORIGIN}/profile"`);
    await t.mail.until(mailTo(cancelling.email, "plan ends on"));

    const found = await afterSweeps(t.database.db, 3);
    expect(found["pre-debit"]).toBe(0);
    expect(found["plan-ending"]).toBe(0);
    expect(mailsTo(renewing.email, "renews on")).toHaveLength(1);
    // The plan renews: its "plan ends" reminder would be wrong.
    expect(mailsTo(renewing.email, "ends on")).toHaveLength(0);
    expect(mailsTo(cancelling.email, "renews on")).toHaveLength(0);
    expect(mailsTo(cancelling.email, "plan ends on")).toHaveLength(1);
    expect(t.mail.count(later.email)).toBe(1); // the sign-up code only
    expect(t.mail.count(halted.email)).toBe(1);
    expect(await t.database.db.billingNotice.findMany({ where: { kind: "pre-debit", userId: renewing._id } })).toEqual([
      expect.objectContaining({ key: `${sub.id}:${chargeAt.toISOString()}` }),
    ]);

    // Charged: Razorpay moves the next charge a month on, and the plan with it. 29 days later that renewal is under 3 days off.
    const next = new Date(chargeAt.getTime() + 30 * DAY_MS);
    await t.database.db.subscription.update({
      where: { id: sub.id },
      data: { chargeAt: next, currentStart: chargeAt, currentEnd: next, paidCount: 2 },
    });
    await t.database.db.user.update({ where: { id: renewing._id }, data: { planExpiresAt: next } });
    t.clock.advance(29 * DAY_MS);
    try {
      await t.mail.until(mailTo(renewing.email, `renews on ${indiaDate(next, MONTHS)}`));
      expect((await afterSweeps(t.database.db))["pre-debit"]).toBe(0);
      expect(mailsTo(renewing.email, "renews on")).toHaveLength(2);
      expect(mailsTo(renewing.email, "ends on")).toHaveLength(0);
      // The one 4 days off was charged while no notice was due for it, and nothing is sent after a charge date.
      expect(t.mail.count(later.email)).toBe(1);
    } finally {
      t.clock.reset();
    }
  });
});

describe("the old plan notices beside a subscription", () => {
  it("says nothing of an end a renewing subscription will extend, and tells a cancelling one's end as before", async () => {
    const endsAt = new Date(t.clock.now().getTime() + HOUR_MS);
    const [renewing, cancelling] = await Promise.all([signUp(t), signUp(t)]);
    await insertSubscription(t.database.db, renewing._id, { currentEnd: endsAt, chargeAt: endsAt });
    await insertSubscription(t.database.db, cancelling._id, {
      currentEnd: endsAt,
      chargeAt: endsAt,
      cancelAtCycleEnd: true,
    });
    // The plans are set once their subscriptions exist: a sweep (every second here) in between would find an end
    // that nothing speaks for yet, and rightly send its reminder (seen on a busy machine).
    await t.database.db.user.updateMany({
      where: { id: { in: [renewing._id, cancelling._id] } },
      data: { role: "professional", planExpiresAt: endsAt },
    });
    await t.mail.until(mailTo(cancelling.email, "plan ends on"));
    t.clock.advance(2 * HOUR_MS);
    try {
      // The renewal's webhook is late: the plan's end has passed, but the subscription still speaks for it.
      await t.mail.until(mailTo(cancelling.email, "plan has ended"));
      await afterSweeps(t.database.db, 3);
      expect(mailsTo(cancelling.email, "plan has ended")).toHaveLength(1);
      expect(mailsTo(renewing.email, "plan has ended")).toHaveLength(0);
      expect(mailsTo(renewing.email, "plan ends on")).toHaveLength(0);
    } finally {
      t.clock.reset();
    }
  });
});

describe("a renewal that failed", () => {
  it("tells once that the plan works until the grace ends and where to fix the payment, then once that it stopped", async () => {
    const now = t.clock.now().getTime();
    const currentEnd = new Date(now - HOUR_MS);
    const graceUntil = new Date(currentEnd.getTime() + 3 * DAY_MS);
    // Their plans are set only once their subscriptions exist: a sweep in between would see a paid plan ending with
    // no subscription speaking for it and send "plan ends on", which is not what this test is about.
    const [failing, noLink, old, graceOver] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const pending = {
      status: "pending" as const,
      currentEnd,
      chargeAt: currentEnd,
      graceUntil,
      failedAt: new Date(now),
    };
    const sub = await insertSubscription(t.database.db, failing._id, {
      ...pending,
      failureReason: "Payment failed due to insufficient balance",
      shortUrl: "https://rzp.io/i/fixme",
    });
    await insertSubscription(t.database.db, noLink._id, { ...pending, plan: "enterprise", period: "yearly" });
    // A failure older than the catch-up window is not mailed about any more.
    await insertSubscription(t.database.db, old._id, {
      ...pending,
      currentEnd: new Date(now - 8 * DAY_MS),
      failedAt: new Date(now - 8 * DAY_MS),
    });
    // Found late (the webhook's call was lost): its grace period is already over, so "works until" would be false.
    await insertSubscription(t.database.db, graceOver._id, {
      ...pending,
      currentEnd: new Date(now - 4 * DAY_MS),
      graceUntil: new Date(now - DAY_MS),
      failedAt: new Date(now - 4 * DAY_MS),
    });

    await t.database.db.$transaction([
      t.database.db.user.update({
        where: { id: failing._id },
        data: { role: "professional", planExpiresAt: graceUntil },
      }),
      t.database.db.user.update({ where: { id: noLink._id }, data: { role: "enterprise", planExpiresAt: graceUntil } }),
      ...[old, graceOver].map((account) =>
        t.database.db.user.update({
          where: { id: account._id },
          data: { role: "professional", planExpiresAt: new Date(now + 10 * DAY_MS) },
        }),
      ),
    ]);

    const [failed] = await t.mail.until(mailTo(failing.email, "failed"));
    expect(failed?.subject).toBe("NexGen AI: the renewal of your Professional subscription failed");
    expect(failed?.text).toContain(
      "We could not renew your monthly Professional subscription: the payment of ₹249.00 did not go through. The reason given: Payment failed due to insufficient balance",
    );
    expect(failed?.text).toContain(`Your Professional plan keeps working until ${mailDateTime(graceUntil, "en")}.`);
    expect(failed?.text).toContain("Fix your payment method: https://rzp.io/i/fixme");
    const [other] = await t.mail.until(mailTo(noLink.email, "failed"));
    expect(other?.text).toContain("the payment of ₹5,990.00 did not go through.\n");
    expect(other?.text).toContain(`Fix your payment method: ${ORIGIN}/profile`);

    // Razorpay gives up: the plan ends now (the webhook's doing).
    await t.database.db.subscription.update({ where: { id: sub.id }, data: { status: "halted" } });
    await t.database.db.user.update({ where: { id: failing._id }, data: { planExpiresAt: t.clock.now() } });
    const [stopped] = await t.mail.until(mailTo(failing.email, "has stopped"));
    expect(stopped?.subject).toBe("NexGen AI: your Professional subscription has stopped");
    expect(stopped?.text).toContain(
      "Your Professional plan has ended and your account is now on the free Starter plan.",
    );
    expect(stopped?.text).toContain(`Subscribe again: ${ORIGIN}/pricing`);

    const found = await afterSweeps(t.database.db, 3);
    expect(found["renewal-failed"]).toBe(0);
    expect(found["subscription-halted"]).toBe(0);
    expect(mailsTo(failing.email, "failed")).toHaveLength(1);
    expect(mailsTo(failing.email, "has stopped")).toHaveLength(1);
    expect(mailsTo(noLink.email, "failed")).toHaveLength(1);
    // Their own e-mails said when the plan ends: neither "plan ends on" nor "plan has ended" repeats it.
    expect(mailsTo(failing.email, "plan ")).toHaveLength(0);
    expect(mailsTo(noLink.email, "plan ends on")).toHaveLength(0);
    expect(t.mail.count(old.email)).toBe(1);
    expect(t.mail.count(graceOver.email)).toBe(1);
  });

  it("tells one who still has paid days from other payments that they keep them", async () => {
    const now = t.clock.now().getTime();
    const until = new Date(now + 10 * DAY_MS);
    const payer = await person("enterprise", until);
    await insertSubscription(t.database.db, payer._id, {
      status: "halted",
      currentEnd: new Date(now - 4 * DAY_MS),
      failedAt: new Date(now - 4 * DAY_MS),
    });
    const [stopped] = await t.mail.until(mailTo(payer.email, "has stopped"));
    expect(stopped?.text).toContain(
      `You keep your Enterprise plan until ${mailDateTime(until, "en")}, the days already paid for;`,
    );
  });
});

describe("in Hindi", () => {
  it("sends the notice before a debit, the failed renewal and the stop in Hindi to a person whose account is in Hindi", async () => {
    const now = t.clock.now().getTime();
    const chargeAt = new Date(now + 2 * DAY_MS);
    const [renewing, failing] = await Promise.all([
      person("enterprise", chargeAt),
      person("professional", new Date(now + 3 * DAY_MS)),
    ]);
    await t.database.db.user.updateMany({ where: { id: { in: [renewing._id, failing._id] } }, data: { locale: "hi" } });
    await insertSubscription(t.database.db, renewing._id, {
      plan: "enterprise",
      period: "yearly",
      chargeAt,
      currentEnd: chargeAt,
      method: "card",
    });
    const graceUntil = new Date(now + 3 * DAY_MS);
    const sub = await insertSubscription(t.database.db, failing._id, {
      status: "pending",
      currentEnd: new Date(now),
      graceUntil,
      failedAt: new Date(now),
    });

    const [notice] = await t.mail.until(mailTo(renewing.email, "रिन्यू होगी"));
    expect(notice?.subject).toBe(
      `NexGen AI: आपकी Enterprise सदस्यता ${indiaDate(chargeAt, HINDI_MONTHS)} को रिन्यू होगी: ₹5,990.00`,
    );
    expect(notice?.text).toContain(
      `आपकी सालाना Enterprise सदस्यता ${indiaDate(chargeAt, HINDI_MONTHS)} को रिन्यू होगी। उस दिन ₹5,990.00 आपके कार्ड से काटे जाएंगे।`,
    );
    expect(notice?.text).toContain(`अपनी सदस्यता संभालें: ${ORIGIN}/profile`);
    expectHindiMail(notice);

    const [failed] = await t.mail.until(mailTo(failing.email, "रिन्यू नहीं हो सकी"));
    expect(failed?.subject).toBe("NexGen AI: आपकी Professional सदस्यता रिन्यू नहीं हो सकी");
    expect(failed?.text).toContain(`आपका Professional प्लान ${mailDateTime(graceUntil, "hi")} तक चलता रहेगा।`);
    expect(failed?.text).toContain(`भुगतान का तरीका ठीक करें: ${ORIGIN}/profile`);
    expectHindiMail(failed);

    await t.database.db.subscription.update({ where: { id: sub.id }, data: { status: "halted" } });
    await t.database.db.user.update({ where: { id: failing._id }, data: { planExpiresAt: t.clock.now() } });
    const [stopped] = await t.mail.until(mailTo(failing.email, "बंद हो गई"));
    expect(stopped?.subject).toBe("NexGen AI: आपकी Professional सदस्यता बंद हो गई है");
    expect(stopped?.text).toContain("अब आपका खाता मुफ़्त Starter प्लान पर है।");
    expect(stopped?.text).toContain(`दोबारा सदस्यता लें: ${ORIGIN}/pricing`);
    expectHindiMail(stopped);
  });
});
