import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailDateTime, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface EmailChangedCopy {
  subject: (appName: string) => string;
  greeting: (name: string) => string;
  paragraphs: (appName: string, at: string, newEmail: string) => string[];
}

const COPY: Record<Locale, EmailChangedCopy> = {
  en: {
    subject: (appName) => `${appName}: your e-mail address was changed`,
    greeting: (name) => `Hello ${name},`,
    paragraphs: (appName, at, newEmail) => [
      `The e-mail address of your ${appName} account was changed on ${at} to ${newEmail}. Sign-in and e-mails now use the new address.`,
      "If this was not you, reply to this e-mail at once: someone may be using your account.",
    ],
  },
  hi: {
    subject: (appName) => `${appName}: आपका ईमेल पता बदल दिया गया है`,
    greeting: (name) => `नमस्ते ${name},`,
    paragraphs: (appName, at, newEmail) => [
      `आपके ${appName} खाते का ईमेल पता ${at} बदलकर ${newEmail} कर दिया गया। अब लॉग इन और ईमेल के लिए नया पता इस्तेमाल होगा।`,
      "अगर यह बदलाव आपने नहीं किया, तो तुरंत इस ईमेल का जवाब दें: हो सकता है कोई और आपका खाता इस्तेमाल कर रहा हो।",
    ],
  },
};

/**
 * Sent to the address an account had before its e-mail changed, so an owner
 * whose session was taken over hears of it where the new owner cannot delete it.
 * In the account's language.
 */
export function emailChangedMail(
  person: { name: string; oldEmail: string; newEmail: string },
  at: Date,
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const greeting = copy.greeting(person.name);
  const paragraphs = copy.paragraphs(appName, mailDateTime(at, locale), person.newEmail);
  return {
    to: person.oldEmail,
    subject: copy.subject(appName),
    text: mailText(appName, greeting, paragraphs),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"), locale),
  };
}
