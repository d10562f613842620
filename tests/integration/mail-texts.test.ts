import { describe, expect, it } from "vitest";
import { accountDeletedMail } from "../../server/areas/account/account-deleted.mail";
import { emailChangedMail } from "../../server/areas/auth/email-changed.mail";
import { otpMail } from "../../server/areas/auth/otp.mail";
import { twoFactorMail } from "../../server/areas/auth/two-factor.mail";
import { planEndedMail, planEndingMail } from "../../server/areas/billing/plan.mail";
import type { Receipt } from "../../server/areas/billing/receipt";
import { receiptMail } from "../../server/areas/billing/receipt.mail";
import { refundMail } from "../../server/areas/billing/refund.mail";
import { preDebitMail, renewalFailedMail, subscriptionHaltedMail } from "../../server/areas/billing/subscription.mail";
import { mailAmount, mailDate, mailDateTime } from "../../server/lib/mail-html";
import type { MailMessage } from "../../server/lib/mailer";
import type { Locale } from "../../shared/locales";

// Every mail in both languages (issue #29): the builders' Hindi, including the branches the integration
// tests (tests/integration/*mail-languages*) do not reach.
const AT = new Date("2026-11-23T10:35:00Z"); // 4:05 pm in India
const APP = "NexGen AI";
const DEVANAGARI = /[\u0900-\u097F]/;

const receipt: Receipt & { customer: { name: string; email: string }; refundedAt: Date } = {
  id: "p1",
  number: "NG-000042",
  issuedAt: AT,
  status: "refunded",
  refundedAt: AT,
  plan: "enterprise",
  planName: "Enterprise",
  periodStart: AT,
  periodEnd: new Date("2026-12-23T10:35:00Z"),
  creditedDays: 1,
  amount: 59_900,
  currency: "INR",
  paymentId: "pay_1",
  orderId: "order_1",
  customer: { name: "Meera <Iyer>", email: "meera@example.com" },
  seller: { name: "Rao Labs", address: "12 MG Road\nBengaluru", gstin: "29ABCDE1234F1Z5" },
  tax: { ratePercent: 18, taxable: 50_763, tax: 9_137, gstin: "29ABCDE1234F1Z5" },
  taxNote: "Price includes GST at 18%",
};

function everyMail(locale: Locale): Record<string, MailMessage> {
  const plan = {
    to: "a@example.com",
    name: "Meera",
    planName: "Professional",
    endsAt: AT,
    appName: APP,
    renewUrl: "https://x.example/pricing",
    locale,
  };
  const person = { name: "Meera", email: "a@example.com" };
  const subscription = {
    to: "a@example.com",
    name: "Meera",
    planName: "Professional",
    period: "monthly" as const,
    appName: APP,
    locale,
  };
  return {
    register: otpMail({ to: "a@example.com", code: "123456", purpose: "register", appName: APP, minutes: 10, locale }),
    reset: otpMail({ to: "a@example.com", code: "123456", purpose: "reset", appName: APP, minutes: 10, locale }),
    emailChange: otpMail({
      to: "a@example.com",
      code: "123456",
      purpose: "email_change",
      appName: APP,
      minutes: 10,
      locale,
    }),
    twoFactorOn: twoFactorMail(person, { enabled: true, at: AT }, APP, locale),
    twoFactorOff: twoFactorMail(person, { enabled: false, at: AT }, APP, locale),
    emailChanged: emailChangedMail(
      { name: "Meera", oldEmail: "a@example.com", newEmail: "b@example.com" },
      AT,
      APP,
      locale,
    ),
    deletedSelf: accountDeletedMail({
      to: "a@example.com",
      name: "Meera",
      deletedAt: AT,
      appName: APP,
      byAdmin: false,
      locale,
    }),
    deletedByAdmin: accountDeletedMail({
      to: "a@example.com",
      name: "Meera",
      deletedAt: AT,
      appName: APP,
      byAdmin: true,
      locale,
    }),
    planEnding: planEndingMail(plan),
    planEnded: planEndedMail(plan),
    receipt: receiptMail(receipt, APP, locale),
    refund: refundMail(receipt, APP, locale),
    preDebit: preDebitMail({
      ...subscription,
      amount: 24_900,
      chargeAt: AT,
      method: "nach",
      manageUrl: "https://x.example/profile",
    }),
    renewalFailed: renewalFailedMail({
      ...subscription,
      amount: 24_900,
      graceUntil: AT,
      reason: null,
      fixUrl: "https://rzp.io/i/x",
    }),
    halted: subscriptionHaltedMail({ ...subscription, keeps: null, subscribeUrl: "https://x.example/pricing" }),
    haltedKeeps: subscriptionHaltedMail({
      ...subscription,
      period: "yearly",
      keeps: { planName: "Enterprise", until: AT },
      subscribeUrl: "https://x.example/pricing",
    }),
  };
}

describe("dates and amounts", () => {
  it("writes them as people in India do, in either language", () => {
    expect(mailDate(AT, "en")).toBe("23 November 2026");
    expect(mailDate(AT, "hi")).toBe("23 नवंबर 2026");
    expect(mailDateTime(AT, "en")).toBe("23 November 2026 at 4:05 pm IST");
    expect(mailDateTime(AT, "hi")).toBe("23 नवंबर 2026 को शाम 4:05 बजे (IST)");
    expect(mailAmount(12_345_650, "INR", "en")).toBe("₹1,23,456.50");
    expect(mailAmount(12_345_650, "INR", "hi")).toBe("₹1,23,456.50");
  });
});

describe("every mail", () => {
  it("is wholly in Hindi for a Hindi reader: subject, text and HTML, marked lang=hi", () => {
    for (const [name, mail] of Object.entries(everyMail("hi"))) {
      expect(mail.subject, name).toMatch(new RegExp(`^${APP}: .*${DEVANAGARI.source}`));
      expect(mail.text, name).toMatch(DEVANAGARI);
      expect(mail.html, name).toContain('<html lang="hi">');
      // No English sentence left in: the words every English mail uses.
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, name).not.toMatch(
        /\b(Hello|Your|your|the|you|code|plan)\b/,
      );
    }
  });

  it("is in English for an English reader, marked lang=en", () => {
    for (const [name, mail] of Object.entries(everyMail("en"))) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, name).not.toMatch(DEVANAGARI);
      expect(mail.html, name).toContain('<html lang="en">');
    }
  });

  it("keeps each English subject word for word", () => {
    const subjects = Object.fromEntries(Object.entries(everyMail("en")).map(([name, mail]) => [name, mail.subject]));
    expect(subjects).toEqual({
      register: "NexGen AI: Your verification code",
      reset: "NexGen AI: Your password reset code",
      emailChange: "NexGen AI: Confirm your new e-mail address",
      twoFactorOn: "NexGen AI: two-factor sign-in turned on",
      twoFactorOff: "NexGen AI: two-factor sign-in turned off",
      emailChanged: "NexGen AI: your e-mail address was changed",
      deletedSelf: "NexGen AI: your account has been deleted",
      deletedByAdmin: "NexGen AI: your account has been deleted",
      planEnding: "NexGen AI: your Professional plan ends on 23 November 2026 at 4:05 pm IST",
      planEnded: "NexGen AI: your Professional plan has ended",
      receipt: "NexGen AI: receipt NG-000042 for your Enterprise plan",
      refund: "NexGen AI: refund of ₹599.00 for receipt NG-000042",
      preDebit: "NexGen AI: your Professional subscription renews on 23 November 2026: ₹249.00",
      renewalFailed: "NexGen AI: the renewal of your Professional subscription failed",
      halted: "NexGen AI: your Professional subscription has stopped",
      haltedKeeps: "NexGen AI: your Professional subscription has stopped",
    });
  });

  it("says in Hindi what each English mail says", () => {
    const hi = everyMail("hi");
    expect(hi.twoFactorOff?.subject).toBe("NexGen AI: टू-फ़ैक्टर साइन-इन बंद किया गया");
    expect(hi.twoFactorOff?.text).toContain(
      "आपके खाते के लिए टू-फ़ैक्टर साइन-इन (दो-चरणीय सत्यापन) 23 नवंबर 2026 को शाम 4:05 बजे (IST) बंद किया गया। अब लॉग इन करने के लिए सिर्फ़ आपका पासवर्ड चाहिए।",
    );
    expect(hi.deletedByAdmin?.text).toContain(
      "एक एडमिन ने 23 नवंबर 2026 को शाम 4:05 बजे (IST) आपका NexGen AI खाता हटा दिया।",
    );
    expect(hi.planEnding?.subject).toBe(
      "NexGen AI: आपका Professional प्लान 23 नवंबर 2026 को शाम 4:05 बजे (IST) खत्म हो रहा है",
    );
    expect(hi.register?.text).toContain("\n    123456\n");
    expect(hi.preDebit?.text).toContain("उस दिन ₹249.00 आपके NACH मैंडेट से काटे जाएंगे।");
    expect(hi.haltedKeeps?.text).toContain(
      "आपकी सालाना Professional सदस्यता बंद हो गई है: कई कोशिशों के बाद भी रिन्यूअल का भुगतान नहीं हो सका",
    );
    expect(hi.haltedKeeps?.text).toContain(
      "पहले से भुगतान किए गए दिनों तक, यानी 23 नवंबर 2026 को शाम 4:05 बजे (IST) तक, आपका Enterprise प्लान बना रहेगा;",
    );
  });

  it("prints a receipt with GST in Hindi, the values in one column and the customer's name escaped", () => {
    const mail = receiptMail(receipt, APP, "hi");
    expect(mail.subject).toBe("NexGen AI: आपके Enterprise प्लान की रसीद NG-000042");
    const rows = mail.text.split("\n").filter((line) => /^[^:]+: {2,}\S/.test(line));
    expect(rows).toEqual([
      "रसीद नंबर:          NG-000042",
      "तारीख:             23 नवंबर 2026",
      "प्लान:              Enterprise",
      "अवधि:              23 नवंबर 2026 से 23 दिसंबर 2026 तक (इसमें आपके पिछले प्लान से जोड़े गए 1 दिन शामिल हैं)",
      "कर योग्य राशि:      ₹507.63",
      "GST (18%):         ₹91.37",
      "भुगतान की गई राशि:  ₹599.00 (कीमत में 18% GST शामिल है)",
      "भुगतान ID:          pay_1",
      "ऑर्डर ID:           order_1",
    ]);
    expect(mail.text).toContain("ग्राहक: Meera <Iyer> <meera@example.com>");
    expect(mail.text).toContain("विक्रेता:\nRao Labs\n12 MG Road\nBengaluru\nGSTIN 29ABCDE1234F1Z5");
    expect(mail.html).toContain("<strong>ग्राहक</strong><br>Meera &#60;Iyer&#62;");
    expect(mail.html).not.toContain("<Iyer>");
    // The English receipt keeps its layout: labels padded by their length.
    expect(receiptMail(receipt, APP, "en").text).toContain("Amount paid:     ₹599.00 (Price includes GST at 18%)");
  });
});
