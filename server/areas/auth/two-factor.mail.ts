import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailDateTime, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface TwoFactorCopy {
  subject: Record<"on" | "off", (appName: string) => string>;
  greeting: (name: string) => string;
  turnedOn: (at: string) => string[];
  turnedOff: (at: string) => string[];
  notYou: string;
}

const COPY: Record<Locale, TwoFactorCopy> = {
  en: {
    subject: {
      on: (appName) => `${appName}: two-factor sign-in turned on`,
      off: (appName) => `${appName}: two-factor sign-in turned off`,
    },
    greeting: (name) => `Hello ${name},`,
    turnedOn: (at) => [
      `Two-factor sign-in was turned on for your account on ${at}. From now on, signing in asks for a code from your authenticator app after your password.`,
      "Keep your backup codes somewhere safe: each one signs you in once if you lose your phone.",
    ],
    turnedOff: (at) => [
      `Two-factor sign-in was turned off for your account on ${at}. Signing in now needs only your password.`,
    ],
    notYou: "If this was not you, change your password at once and turn two-factor sign-in back on from your profile.",
  },
  hi: {
    subject: {
      on: (appName) => `${appName}: टू-फ़ैक्टर साइन-इन चालू किया गया`,
      off: (appName) => `${appName}: टू-फ़ैक्टर साइन-इन बंद किया गया`,
    },
    greeting: (name) => `नमस्ते ${name},`,
    turnedOn: (at) => [
      `आपके खाते के लिए टू-फ़ैक्टर साइन-इन (दो-चरणीय सत्यापन) ${at} चालू किया गया। अब से लॉग इन करते समय पासवर्ड के बाद आपके ऑथेंटिकेटर ऐप का कोड भी माँगा जाएगा।`,
      "अपने बैकअप कोड किसी सुरक्षित जगह रखें: फ़ोन खो जाने पर हर बैकअप कोड से आप एक बार लॉग इन कर सकते हैं।",
    ],
    turnedOff: (at) => [
      `आपके खाते के लिए टू-फ़ैक्टर साइन-इन (दो-चरणीय सत्यापन) ${at} बंद किया गया। अब लॉग इन करने के लिए सिर्फ़ आपका पासवर्ड चाहिए।`,
    ],
    notYou: "अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें और अपनी प्रोफ़ाइल से टू-फ़ैक्टर साइन-इन फिर से चालू करें।",
  },
};

/** Sent when two-factor sign-in is turned on or off, so a change the owner did not make is noticed. */
export function twoFactorMail(
  person: { name: string; email: string },
  change: { enabled: boolean; at: Date },
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const at = mailDateTime(change.at, locale);
  const paragraphs = [...(change.enabled ? copy.turnedOn(at) : copy.turnedOff(at)), copy.notYou];
  const greeting = copy.greeting(person.name);
  return {
    to: person.email,
    subject: copy.subject[change.enabled ? "on" : "off"](appName),
    text: mailText(appName, greeting, paragraphs),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"), locale),
  };
}
