import type { Locale } from "../../../shared/locales";
import { mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

/** What a one-time code is for; each purpose has its own mail. */
export type OtpPurpose = "register" | "reset" | "email_change";

interface OtpCopy {
  purposes: Record<OtpPurpose, { subject: string; lead: string }>;
  expiry: (minutes: number) => string;
  footer: string;
}

const COPY: Record<Locale, OtpCopy> = {
  en: {
    purposes: {
      register: { subject: "Your verification code", lead: "Use this code to finish creating your account:" },
      reset: { subject: "Your password reset code", lead: "Use this code to reset your password:" },
      email_change: {
        subject: "Confirm your new e-mail address",
        lead: "Use this code to make this your account's e-mail address:",
      },
    },
    expiry: (minutes) => `The code expires in ${minutes} minutes and works once.`,
    footer: "If you did not ask for this, you can ignore this e-mail; nothing changes without the code.",
  },
  hi: {
    purposes: {
      register: { subject: "आपका सत्यापन कोड", lead: "अपना खाता बनाना पूरा करने के लिए यह कोड डालें:" },
      reset: { subject: "पासवर्ड रीसेट करने का कोड", lead: "अपना पासवर्ड रीसेट करने के लिए यह कोड डालें:" },
      email_change: {
        subject: "अपने नए ईमेल पते की पुष्टि करें",
        lead: "इस पते को अपने खाते का ईमेल पता बनाने के लिए यह कोड डालें:",
      },
    },
    expiry: (minutes) => `यह कोड ${minutes} मिनट तक मान्य है और सिर्फ़ एक बार काम करेगा।`,
    footer: "अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें; कोड के बिना कुछ नहीं बदलेगा।",
  },
};

export function otpMail(options: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  appName: string;
  minutes: number;
  locale: Locale;
}): MailMessage {
  const copy = COPY[options.locale];
  const { subject, lead } = copy.purposes[options.purpose];
  const expiry = copy.expiry(options.minutes);
  return {
    to: options.to,
    subject: `${options.appName}: ${subject}`,
    text: `${options.appName}\n\n${lead}\n\n    ${options.code}\n\n${expiry}\n\n${copy.footer}\n`,
    html: mailHtml(
      options.appName,
      `<p>${lead}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${options.code}</p>
<p>${expiry}</p>
<p style="color:#666;font-size:13px">${copy.footer}</p>`,
      options.locale,
    ),
  };
}
