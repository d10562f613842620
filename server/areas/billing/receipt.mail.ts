import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailAmount, mailDate, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";
import { type Receipt, receiptTaxNote } from "./receipt";

interface ReceiptCopy {
  subject: (appName: string, number: string, plan: string) => string;
  title: (number: string) => string;
  lead: (name: string, plan: string) => string;
  period: (start: string, end: string) => string;
  credited: (days: number) => string;
  kept: string;
  labels: {
    number: string;
    date: string;
    plan: string;
    period: string;
    taxable: string;
    gstAt: (ratePercent: number) => string;
    paid: string;
    gst: string;
    paymentId: string;
    orderId: string;
  };
  billedTo: string;
  soldBy: string;
}

const COPY: Record<Locale, ReceiptCopy> = {
  en: {
    subject: (appName, number, plan) => `${appName}: receipt ${number} for your ${plan} plan`,
    title: (number) => `Receipt ${number}`,
    lead: (name, plan) => `Thank you for your payment, ${name}. This is your receipt for the ${plan} plan.`,
    period: (start, end) => `${start} to ${end}`,
    credited: (days) => ` (includes ${days} ${days === 1 ? "day" : "days"} credited from your previous plan)`,
    kept: "No change: the higher plan you already had was kept",
    labels: {
      number: "Receipt number",
      date: "Date",
      plan: "Plan",
      period: "Period",
      taxable: "Taxable value",
      gstAt: (ratePercent) => `GST at ${ratePercent}%`,
      paid: "Amount paid",
      gst: "GST",
      paymentId: "Payment ID",
      orderId: "Order ID",
    },
    billedTo: "Billed to",
    soldBy: "Sold by",
  },
  hi: {
    subject: (appName, number, plan) => `${appName}: आपके ${plan} प्लान की रसीद ${number}`,
    title: (number) => `रसीद ${number}`,
    lead: (name, plan) => `भुगतान के लिए धन्यवाद, ${name}। यह आपके ${plan} प्लान की रसीद है।`,
    period: (start, end) => `${start} से ${end} तक`,
    credited: (days) => ` (इसमें आपके पिछले प्लान से जोड़े गए ${days} दिन शामिल हैं)`,
    kept: "कोई बदलाव नहीं: आपके पास पहले से जो बड़ा प्लान था, वही जारी रहा",
    labels: {
      number: "रसीद नंबर",
      date: "तारीख",
      plan: "प्लान",
      period: "अवधि",
      taxable: "कर योग्य राशि",
      gstAt: (ratePercent) => `GST (${ratePercent}%)`,
      paid: "भुगतान की गई राशि",
      gst: "GST",
      paymentId: "भुगतान ID",
      orderId: "ऑर्डर ID",
    },
    billedTo: "ग्राहक",
    soldBy: "विक्रेता",
  },
};

/** The receipt's lines as label and value, the same in the text and the HTML part. */
function receiptLines(receipt: Receipt, locale: Locale): Array<[string, string]> {
  const copy = COPY[locale];
  const { labels } = copy;
  const amount = (paise: number) => mailAmount(paise, receipt.currency, locale);
  const taxNote = receiptTaxNote(receipt.tax, locale);
  const period =
    receipt.periodStart && receipt.periodEnd
      ? copy.period(mailDate(receipt.periodStart, locale), mailDate(receipt.periodEnd, locale)) +
        (receipt.creditedDays > 0 ? copy.credited(receipt.creditedDays) : "")
      : copy.kept;
  const lines: Array<[string, string]> = [
    [labels.number, receipt.number],
    [labels.date, mailDate(receipt.issuedAt, locale)],
    [labels.plan, receipt.planName],
    [labels.period, period],
  ];
  if (receipt.tax)
    lines.push(
      [labels.taxable, amount(receipt.tax.taxable)],
      [labels.gstAt(receipt.tax.ratePercent), amount(receipt.tax.tax)],
      [labels.paid, `${amount(receipt.amount)} (${taxNote})`],
    );
  else lines.push([labels.paid, amount(receipt.amount)], [labels.gst, taxNote]);
  lines.push([labels.paymentId, receipt.paymentId ?? "–"], [labels.orderId, receipt.orderId]);
  return lines;
}

/**
 * How many columns a label takes in a fixed-width font: Devanagari's non-spacing marks (the virama, most
 * vowel signs above and below) take none, so the values line up in Hindi as they do in English.
 */
const columns = (text: string) => text.replace(/[\p{Mn}\p{Me}\p{Cf}]/gu, "").length;

/** The seller as printed at the foot of the receipt: name, address, GSTIN when there is one. */
function sellerLines(receipt: Receipt): string[] {
  return [
    receipt.seller.name,
    ...receipt.seller.address.split("\n").filter((line) => line.trim()),
    ...(receipt.seller.gstin ? [`GSTIN ${receipt.seller.gstin}`] : []),
  ];
}

/** The e-mail sent once a payment is completed, built from the same receipt the app shows, in the payer's language. */
export function receiptMail(
  receipt: Receipt & { customer: { name: string; email: string } },
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const lines = receiptLines(receipt, locale);
  const seller = sellerLines(receipt);
  const lead = copy.lead(receipt.customer.name, receipt.planName);
  const title = copy.title(receipt.number);
  const width = Math.max(...lines.map(([label]) => columns(label)));
  const text = [
    appName,
    "",
    title,
    "",
    lead,
    "",
    ...lines.map(([label, value]) => `${label}:${" ".repeat(width + 2 - columns(label))}${value}`),
    "",
    `${copy.billedTo}: ${receipt.customer.name} <${receipt.customer.email}>`,
    "",
    `${copy.soldBy}:`,
    ...seller,
    "",
  ].join("\n");
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;font-weight:600;padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = mailHtml(
    appName,
    `<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h2>
<p>${escapeHtml(lead)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px;margin:16px 0">
${rows}
</table>
<p style="font-size:14px"><strong>${escapeHtml(copy.billedTo)}</strong><br>${escapeHtml(receipt.customer.name)} &lt;${escapeHtml(receipt.customer.email)}&gt;</p>
<p style="font-size:14px;color:#444"><strong>${escapeHtml(copy.soldBy)}</strong><br>${seller.map(escapeHtml).join("<br>")}</p>`,
    locale,
  );
  return { to: receipt.customer.email, subject: copy.subject(appName, receipt.number, receipt.planName), text, html };
}
