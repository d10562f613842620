import { escapeHtml, mailDateTime, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface AccountDeletedMailOptions {
  to: string;
  name: string;
  deletedAt: Date;
  appName: string;
  /** Whether an administrator erased the account (the person did not ask for it here). */
  byAdmin: boolean;
}

/** Sent once the erasure has committed: the address is then no longer in the database. */
export function accountDeletedMail(options: AccountDeletedMailOptions): MailMessage {
  const greeting = `Hello ${options.name},`;
  const paragraphs = [
    options.byAdmin
      ? `An administrator deleted your ${options.appName} account on ${mailDateTime(options.deletedAt)}.`
      : `Your ${options.appName} account was deleted on ${mailDateTime(options.deletedAt)}, as you asked.`,
    "Your profile, conversations and messages, sessions, API keys, usage records and any pending codes have been erased.",
    "Records of payments are kept, as the law requires for accounting, without your name or e-mail address.",
    `You can sign up again with this address at any time. If you did not ask for this, reply to this e-mail.`,
  ];
  return {
    to: options.to,
    subject: `${options.appName}: your account has been deleted`,
    text: [options.appName, "", greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""])].join("\n"),
    html: mailHtml(
      options.appName,
      [`<p>${escapeHtml(greeting)}</p>`, ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)].join(
        "\n",
      ),
    ),
  };
}
