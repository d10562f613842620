import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailAmount, mailDate, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";
import type { Receipt } from "./receipt";

interface RefundCopy {
  subject: (appName: string, amount: string, receipt: string) => string;
  greeting: (name: string) => string;
  refunded: (amount: string, plan: string, date: string) => string;
  cancels: (receipt: string, payment: string) => string;
}

const COPY: Record<Locale, RefundCopy> = {
  en: {
    subject: (appName, amount, receipt) => `${appName}: refund of ${amount} for receipt ${receipt}`,
    greeting: (name) => `Hello ${name},`,
    refunded: (amount, plan, date) => `We have refunded ${amount} for your ${plan} plan on ${date}.`,
    cancels: (receipt, payment) =>
      `It cancels receipt ${receipt} (payment ${payment}). The money goes back the way you paid; depending on your bank it can take 5 to 7 working days to show.`,
  },
  hi: {
    subject: (appName, amount, receipt) => `${appName}: रसीद ${receipt} के ${amount} का रिफ़ंड`,
    greeting: (name) => `नमस्ते ${name},`,
    refunded: (amount, plan, date) => `हमने ${date} को आपके ${plan} प्लान के ${amount} रिफ़ंड कर दिए हैं।`,
    cancels: (receipt, payment) =>
      `इस रिफ़ंड से रसीद ${receipt} (भुगतान ${payment}) रद्द हो जाती है। पैसा उसी तरीके से वापस आएगा जिससे आपने भुगतान किया था; आपके बैंक के हिसाब से इसे खाते में दिखने में 5 से 7 कामकाजी दिन लग सकते हैं।`,
  },
};

/** Sent once for a refunded payment, naming the receipt it cancels; in the payer's language. */
export function refundMail(
  receipt: Receipt & { customer: { name: string; email: string }; refundedAt: Date },
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const amount = mailAmount(receipt.amount, receipt.currency, locale);
  const paragraphs = [
    copy.refunded(amount, receipt.planName, mailDate(receipt.refundedAt, locale)),
    copy.cancels(receipt.number, receipt.paymentId ?? receipt.orderId),
  ];
  const greeting = copy.greeting(receipt.customer.name);
  return {
    to: receipt.customer.email,
    subject: copy.subject(appName, amount, receipt.number),
    text: mailText(appName, greeting, paragraphs),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"), locale),
  };
}
