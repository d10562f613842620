import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailAmount, mailDate, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";
import type { InvoiceView } from "./invoice-view";

interface InvoiceCopy {
  subject: (appName: string, number: string) => string;
  lead: (buyer: string) => string;
  attached: string;
  labels: { number: string; date: string; description: string; total: string };
}

/** The e-mail around the invoice, in the workspace owner's language; the PDF itself stays English (D204). */
const COPY: Record<Locale, InvoiceCopy> = {
  en: {
    subject: (appName, number) => `${appName}: GST invoice ${number}`,
    lead: (buyer) => `Thank you for your payment. This is the GST tax invoice for ${buyer}.`,
    attached: "The invoice is attached as a PDF. Owners and admins of the workspace can also open it in the app.",
    labels: { number: "Invoice number", date: "Date", description: "Description", total: "Total (GST included)" },
  },
  hi: {
    subject: (appName, number) => `${appName}: GST इनवॉइस ${number}`,
    lead: (buyer) => `भुगतान के लिए धन्यवाद। यह ${buyer} का GST टैक्स इनवॉइस है।`,
    attached: "इनवॉइस PDF के रूप में साथ लगा है। वर्कस्पेस के मालिक और एडमिन इसे ऐप में भी खोल सकते हैं।",
    labels: { number: "इनवॉइस नंबर", date: "तारीख", description: "विवरण", total: "कुल (GST सहित)" },
  },
};

/** The invoice's file name: its number with the slashes as dashes (NXG-26-27-000001.pdf). */
export const invoiceFileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** The e-mail to the workspace's billing address with the invoice's PDF attached. */
export function invoiceMail(
  invoice: InvoiceView,
  pdf: Uint8Array,
  to: string,
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const lines: Array<[string, string]> = [
    [copy.labels.number, invoice.number],
    [copy.labels.date, mailDate(invoice.issuedAt, locale)],
    [copy.labels.description, invoice.description],
    [copy.labels.total, mailAmount(invoice.total, invoice.currency, locale)],
  ];
  const lead = copy.lead(invoice.buyer.name);
  const text = [
    appName,
    "",
    lead,
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    copy.attached,
    "",
  ].join("\n");
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;font-weight:600;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = mailHtml(
    appName,
    `<p>${escapeHtml(lead)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px;margin:16px 0">
${rows}
</table>
<p style="font-size:14px">${escapeHtml(copy.attached)}</p>`,
    locale,
  );
  return {
    to,
    subject: copy.subject(appName, invoice.number),
    text,
    html,
    attachments: [
      { filename: invoiceFileName(invoice.number), content: Buffer.from(pdf), contentType: "application/pdf" },
    ],
  };
}
