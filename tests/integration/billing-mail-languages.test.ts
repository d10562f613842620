import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import { put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { buyThroughCheckout, indiaDate, mailTo } from "../helpers/billing-mail";
import { expectEnglishMail, expectHindiMail, HINDI_COOKIE, signUpWith } from "../helpers/mail-language";
import { trpcCall } from "../helpers/two-factor";

// The billing e-mails (sent by jobs, a sweep every second here) in the language of the account they go to,
// read from the database when each mail goes out (issue #29).
const ORIGIN = "https://nexgen.example";
const t = setupTestApp({
  razorpay: true,
  env: { BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1", APP_ORIGIN: ORIGIN },
});

const HINDI_MONTHS = "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(" ");

describe("receipts and refunds", () => {
  it("mails the receipt and the refund in Hindi to a person who signed up in Hindi", async () => {
    const person = await signUpWith(t, HINDI_COOKIE);
    expectHindiMail(person.codeMail);
    const payment = await buyThroughCheckout(t, person.token);
    const [receipt] = await t.mail.until(mailTo(person.email, payment.label));
    expect(receipt?.subject).toBe(`NexGen AI: आपके Professional प्लान की रसीद ${payment.label}`);
    const text = receipt?.text ?? "";
    expect(text).toContain(`रसीद ${payment.label}`);
    expect(text).toContain(`भुगतान के लिए धन्यवाद, ${person.name}। यह आपके Professional प्लान की रसीद है।`);
    expect(text).toMatch(new RegExp(`रसीद नंबर: +${payment.label}`));
    expect(text).toMatch(new RegExp(`तारीख: +${indiaDate(payment.paidAt ?? new Date(), HINDI_MONTHS)}`));
    expect(text).toMatch(/प्लान: +Professional/);
    expect(text).toMatch(
      new RegExp(
        `अवधि: +${indiaDate(payment.periodStart ?? new Date(), HINDI_MONTHS)} से ${indiaDate(payment.periodEnd ?? new Date(), HINDI_MONTHS)} तक`,
      ),
    );
    expect(text).toMatch(/भुगतान की गई राशि: +₹249\.00/);
    expect(text).toMatch(/GST: +GST नहीं लिया गया/);
    expect(text).toMatch(new RegExp(`भुगतान ID: +${payment.razorpayPaymentId}`));
    expect(text).toContain(`ग्राहक: ${person.name} <${person.email}>`);
    expect(text).toContain("विक्रेता:");
    expect(receipt?.html).toContain("GST नहीं लिया गया");
    expectHindiMail(receipt);

    const refundedAt = t.clock.now();
    await t.database.db.payment.update({ where: { id: payment.id }, data: { status: "refunded", refundedAt } });
    const [refund] = await t.mail.until(mailTo(person.email, "रिफ़ंड"));
    expect(refund?.subject).toBe(`NexGen AI: रसीद ${payment.label} के ₹249.00 का रिफ़ंड`);
    expect(refund?.text).toContain(`नमस्ते ${person.name},`);
    expect(refund?.text).toContain(
      `हमने ${indiaDate(refundedAt, HINDI_MONTHS)} को आपके Professional प्लान के ₹249.00 रिफ़ंड कर दिए हैं।`,
    );
    expect(refund?.text).toContain(
      `इस रिफ़ंड से रसीद ${payment.label} (भुगतान ${payment.razorpayPaymentId}) रद्द हो जाती है।`,
    );
    expectHindiMail(refund);
  });

  it("mails the receipt in English to a person whose account is in English, whatever the page's language", async () => {
    const person = await signUp(t);
    // Bought from a page shown in Hindi: the mail follows the account, not the request.
    const { label } = await buyThroughCheckout(t, person.token, { headers: HINDI_COOKIE });
    const [receipt] = await t.mail.until(mailTo(person.email, label));
    expect(receipt?.subject).toBe(`NexGen AI: receipt ${label} for your Professional plan`);
    expect(receipt?.text).toContain(`Receipt number:  ${label}`);
    expect(receipt?.text).toContain("GST:             GST not charged");
    expectEnglishMail(receipt);
  });

  it("follows a change of the account's language to the next mail (REST)", async () => {
    const person = await signUpWith(t, HINDI_COOKIE);
    const chosen = await put(t, "/api/users/me/locale", { locale: "en" }, person.token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const payment = await buyThroughCheckout(t, person.token);
    const [receipt] = await t.mail.until(mailTo(person.email, payment.label));
    expect(receipt?.subject).toBe(`NexGen AI: receipt ${payment.label} for your Professional plan`);
    expectEnglishMail(receipt);
  });

  it("gives the receipt's tax note in the page's language over tRPC and REST", async () => {
    const person = await signUp(t);
    const payment = await buyThroughCheckout(t, person.token);
    const input = encodeURIComponent(JSON.stringify({ id: payment.id }));
    const read = (headers: Record<string, string>) =>
      t.app.inject({
        url: `/trpc/payment.receipt?input=${input}`,
        headers: { ...headers, authorization: `Bearer ${person.token}` },
      });
    expect((await read(HINDI_COOKIE)).json().result.data.taxNote).toBe("GST नहीं लिया गया");
    expect((await read({})).json().result.data.taxNote).toBe("GST not charged");
    const rest = await t.app.inject({
      url: `/api/payment/receipts/${payment.id}`,
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(rest.json().taxNote).toBe("GST not charged");
  });
});

describe("plan reminders", () => {
  it("reminds of a plan's end in Hindi once the account chose Hindi (tRPC), and tells of its end in Hindi", async () => {
    const [ending, ended] = await Promise.all([signUp(t), signUpWith(t, HINDI_COOKIE)]);
    const chosen = await trpcCall(t, "account.setLocale", { locale: "hi" }, ending.token);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const now = t.clock.now().getTime();
    const endsAt = new Date(now + 2 * DAY_MS);
    const endedAt = new Date(now - 60 * 60 * 1000);
    await t.database.db.user.update({
      where: { id: ending._id },
      data: { role: "professional", planExpiresAt: endsAt },
    });
    await t.database.db.user.update({ where: { id: ended._id }, data: { role: "enterprise", planExpiresAt: endedAt } });

    const [reminder] = await t.mail.until(mailTo(ending.email, "खत्म हो रहा है"));
    expect(reminder?.subject).toMatch(
      new RegExp(
        `^NexGen AI: आपका Professional प्लान ${indiaDate(endsAt, HINDI_MONTHS)} को (सुबह|दोपहर|शाम|रात) \\d{1,2}:\\d{2} बजे \\(IST\\) खत्म हो रहा है$`,
      ),
    );
    expect(reminder?.text).toContain("उसके बाद आपका खाता मुफ़्त Starter प्लान पर आ जाएगा।");
    expect(reminder?.text).toContain(`Professional रिन्यू करें: ${ORIGIN}/pricing`);
    expect(reminder?.html).toContain(`href="${ORIGIN}/pricing"`);
    expect(reminder?.html).toContain(`या यह पता खोलें: ${ORIGIN}/pricing`);
    expectHindiMail(reminder);

    const [notice] = await t.mail.until(mailTo(ended.email, "खत्म हो गया है"));
    expect(notice?.subject).toBe("NexGen AI: आपका Enterprise प्लान खत्म हो गया है");
    expect(notice?.text).toContain(`आपका Enterprise प्लान ${indiaDate(endedAt, HINDI_MONTHS)} को`);
    expect(notice?.text).toContain("आपकी सारी बातचीत पहले की तरह मौजूद है।");
    expect(notice?.text).toContain(`Enterprise रिन्यू करें: ${ORIGIN}/pricing`);
    expectHindiMail(notice);
  });
});
