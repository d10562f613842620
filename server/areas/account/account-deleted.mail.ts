import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailDateTime, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface AccountDeletedMailOptions {
  to: string;
  name: string;
  deletedAt: Date;
  appName: string;
  /** Whether an administrator erased the account (the person did not ask for it here). */
  byAdmin: boolean;
  /** The language the account had. */
  locale: Locale;
}

interface AccountDeletedCopy {
  subject: (appName: string) => string;
  greeting: (name: string) => string;
  byAdmin: (appName: string, at: string) => string;
  asked: (appName: string, at: string) => string;
  erased: string;
  payments: string;
  again: string;
}

const COPY: Record<Locale, AccountDeletedCopy> = {
  en: {
    subject: (appName) => `${appName}: your account has been deleted`,
    greeting: (name) => `Hello ${name},`,
    byAdmin: (appName, at) => `An administrator deleted your ${appName} account on ${at}.`,
    asked: (appName, at) => `Your ${appName} account was deleted on ${at}, as you asked.`,
    erased:
      "Your profile, conversations and messages, sessions, API keys, usage records and any pending codes have been erased.",
    payments: "Records of payments are kept, as the law requires for accounting, without your name or e-mail address.",
    again: "You can sign up again with this address at any time. If you did not ask for this, reply to this e-mail.",
  },
  hi: {
    subject: (appName) => `${appName}: आपका खाता हटा दिया गया है`,
    greeting: (name) => `नमस्ते ${name},`,
    byAdmin: (appName, at) => `एक एडमिन ने ${at} आपका ${appName} खाता हटा दिया।`,
    asked: (appName, at) => `आपके कहने पर आपका ${appName} खाता ${at} हटा दिया गया।`,
    erased:
      "आपकी प्रोफ़ाइल, बातचीत और संदेश, सेशन, API कुंजियाँ, इस्तेमाल के रिकॉर्ड और जो कोड अभी इस्तेमाल नहीं हुए थे, सब मिटा दिए गए हैं।",
    payments: "हिसाब-किताब के लिए कानून के मुताबिक भुगतान के रिकॉर्ड रखे जाते हैं, लेकिन उनमें आपका नाम या ईमेल पता नहीं रहता।",
    again: "आप कभी भी इसी पते से फिर से साइन अप कर सकते हैं। अगर आपने यह नहीं कहा था, तो इस ईमेल का जवाब दें।",
  },
};

/** Sent once the erasure has committed: the address is then no longer in the database. */
export function accountDeletedMail(options: AccountDeletedMailOptions): MailMessage {
  const copy = COPY[options.locale];
  const at = mailDateTime(options.deletedAt, options.locale);
  const greeting = copy.greeting(options.name);
  const paragraphs = [
    options.byAdmin ? copy.byAdmin(options.appName, at) : copy.asked(options.appName, at),
    copy.erased,
    copy.payments,
    copy.again,
  ];
  return {
    to: options.to,
    subject: copy.subject(options.appName),
    text: mailText(options.appName, greeting, paragraphs),
    html: mailHtml(
      options.appName,
      [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
      options.locale,
    ),
  };
}
