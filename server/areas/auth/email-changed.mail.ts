import { escapeHtml, mailDateTime, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

/**
 * Sent to the address an account had before its e-mail changed, so an owner
 * whose session was taken over hears of it where the new owner cannot delete it.
 */
export function emailChangedMail(
  person: { name: string; oldEmail: string; newEmail: string },
  at: Date,
  appName: string,
): MailMessage {
  const greeting = `Hello ${person.name},`;
  const paragraphs = [
    `The e-mail address of your ${appName} account was changed on ${mailDateTime(at)} to ${person.newEmail}. Sign-in and e-mails now use the new address.`,
    "If this was not you, reply to this e-mail at once: someone may be using your account.",
  ];
  return {
    to: person.oldEmail,
    subject: `${appName}: your e-mail address was changed`,
    text: [appName, "", greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""])].join("\n"),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")),
  };
}
