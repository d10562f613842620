import { escapeHtml, mailAmount, mailDate, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";
import type { Receipt } from "./receipt";

/** Sent once for a refunded payment, naming the receipt it cancels. */
export function refundMail(
  receipt: Receipt & { customer: { name: string; email: string }; refundedAt: Date },
  appName: string,
): MailMessage {
  const amount = mailAmount(receipt.amount, receipt.currency);
  const paragraphs = [
    `We have refunded ${amount} for your ${receipt.planName} plan on ${mailDate(receipt.refundedAt)}.`,
    `It cancels receipt ${receipt.number} (payment ${receipt.paymentId ?? receipt.orderId}). The money goes back the way you paid; depending on your bank it can take 5 to 7 working days to show.`,
  ];
  const greeting = `Hello ${receipt.customer.name},`;
  return {
    to: receipt.customer.email,
    subject: `${appName}: refund of ${amount} for receipt ${receipt.number}`,
    text: [appName, "", greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""])].join("\n"),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")),
  };
}
