import type { Locale } from "../../../shared/locales";
import { SSO_VERIFY_HOURS } from "../../../shared/sso";
import { escapeHtml, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface VerifyCopy {
  subject: (appName: string, domain: string) => string;
  paragraphs: (workspace: string, domain: string, hours: number) => string[];
  ignore: string;
}

const COPY: Record<Locale, VerifyCopy> = {
  en: {
    subject: (appName, domain) => `${appName}: verify ${domain} for single sign-on`,
    paragraphs: (workspace, domain, hours) => [
      `A manager of the workspace “${workspace}” asked to verify ${domain}, so that people with addresses at ${domain} can sign in through the company's identity provider.`,
      `Open this link within ${hours} hours to verify it:`,
    ],
    ignore: "If you do not know this workspace, ignore this e-mail: nothing changes without the link.",
  },
  hi: {
    subject: (appName, domain) => `${appName}: सिंगल साइन-ऑन के लिए ${domain} सत्यापित करें`,
    paragraphs: (workspace, domain, hours) => [
      `वर्कस्पेस “${workspace}” के एक मैनेजर ने ${domain} को सत्यापित करने को कहा है, ताकि ${domain} के पते वाले लोग कंपनी के आइडेंटिटी प्रोवाइडर से लॉग इन कर सकें।`,
      `इसे सत्यापित करने के लिए ${hours} घंटे के अंदर यह लिंक खोलें:`,
    ],
    ignore: "अगर आप इस वर्कस्पेस को नहीं जानते, तो इस ईमेल को अनदेखा करें: लिंक के बिना कुछ नहीं बदलेगा।",
  },
};

/** The link that proves a workspace holds an e-mail domain, to an address at it, in the manager's language. */
export function verifyDomainMail(
  to: string,
  details: { workspace: string; domain: string; link: string },
  appName: string,
  locale: Locale,
): MailMessage {
  const copy = COPY[locale];
  const paragraphs = [
    ...copy.paragraphs(details.workspace, details.domain, SSO_VERIFY_HOURS),
    details.link,
    copy.ignore,
  ];
  const html = paragraphs
    .map((line) =>
      line === details.link
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join("\n");
  return {
    to,
    subject: copy.subject(appName, details.domain),
    text: mailText(appName, "", paragraphs),
    html: mailHtml(appName, html, locale),
  };
}
