import nodemailer from "nodemailer";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a GST invoice's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * The language of a mail to an account: `User.locale` (a plain text column, "en" by default), read
 * as one of ours; anything else is the default. docs/product/languages.md: every e-mail follows it.
 */
export function accountLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * SMTP when SMTP_URL is set. Without it (development only: production refuses
 * to start) each mail is printed to the log, code included, clearly marked.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: Log }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log.warn(
          {
            to: message.to,
            subject: message.subject,
            body: message.text,
            attachments: message.attachments?.map((file) => file.filename),
          },
          "DEVELOPMENT MAIL (not sent: SMTP_URL is unset)",
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
