import { escapeHtml, mailAmount, mailDate, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";
import type { Receipt } from "./receipt";

/** The receipt's lines as label and value, the same in the text and the HTML part. */
function receiptLines(receipt: Receipt): Array<[string, string]> {
  const amount = (paise: number) => mailAmount(paise, receipt.currency);
  const period =
    receipt.periodStart && receipt.periodEnd
      ? `${mailDate(receipt.periodStart)} to ${mailDate(receipt.periodEnd)}` +
        (receipt.creditedDays > 0
          ? ` (includes ${receipt.creditedDays} ${receipt.creditedDays === 1 ? "day" : "days"} credited from your previous plan)`
          : "")
      : "No change: the higher plan you already had was kept";
  const lines: Array<[string, string]> = [
    ["Receipt number", receipt.number],
    ["Date", mailDate(receipt.issuedAt)],
    ["Plan", receipt.planName],
    ["Period", period],
  ];
  if (receipt.tax)
    lines.push(
      ["Taxable value", amount(receipt.tax.taxable)],
      [`GST at ${receipt.tax.ratePercent}%`, amount(receipt.tax.tax)],
      ["Amount paid", `${amount(receipt.amount)} (${receipt.taxNote})`],
    );
  else lines.push(["Amount paid", amount(receipt.amount)], ["GST", receipt.taxNote]);
  lines.push(["Payment ID", receipt.paymentId ?? "–"], ["Order ID", receipt.orderId]);
  return lines;
}

/** The seller as printed at the foot of the receipt: name, address, GSTIN when there is one. */
function sellerLines(receipt: Receipt): string[] {
  return [
    receipt.seller.name,
    ...receipt.seller.address.split("\n").filter((line) => line.trim()),
    ...(receipt.seller.gstin ? [`GSTIN ${receipt.seller.gstin}`] : []),
  ];
}

/** The e-mail sent once a payment is completed, built from the same receipt the app shows. */
export function receiptMail(
  receipt: Receipt & { customer: { name: string; email: string } },
  appName: string,
): MailMessage {
  const lines = receiptLines(receipt);
  const seller = sellerLines(receipt);
  const lead = `Thank you for your payment, ${receipt.customer.name}. This is your receipt for the ${receipt.planName} plan.`;
  const width = Math.max(...lines.map(([label]) => label.length));
  const text = [
    appName,
    "",
    `Receipt ${receipt.number}`,
    "",
    lead,
    "",
    ...lines.map(([label, value]) => `${`${label}:`.padEnd(width + 3)}${value}`),
    "",
    `Billed to: ${receipt.customer.name} <${receipt.customer.email}>`,
    "",
    "Sold by:",
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
    `<h2 style="font-size:18px;margin:0 0 12px">Receipt ${escapeHtml(receipt.number)}</h2>
<p>${escapeHtml(lead)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px;margin:16px 0">
${rows}
</table>
<p style="font-size:14px"><strong>Billed to</strong><br>${escapeHtml(receipt.customer.name)} &lt;${escapeHtml(receipt.customer.email)}&gt;</p>
<p style="font-size:14px;color:#444"><strong>Sold by</strong><br>${seller.map(escapeHtml).join("<br>")}</p>`,
  );
  return {
    to: receipt.customer.email,
    subject: `${appName}: receipt ${receipt.number} for your ${receipt.planName} plan`,
    text,
    html,
  };
}
