import type { Locale } from "../../../shared/locales";
import { escapeHtml, mailButton, mailDate, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

export interface InvitationMailFacts {
  to: string;
  inviter: string;
  workspace: string;
  role: "member" | "admin";
  link: string;
  expiresAt: Date;
}

interface InvitationCopy {
  subject: (facts: InvitationMailFacts, appName: string) => string;
  paragraphs: (facts: InvitationMailFacts, appName: string, until: string) => string[];
  button: string;
}

const COPY: Record<Locale, InvitationCopy> = {
  en: {
    subject: (facts, appName) => `${facts.inviter} invited you to ${facts.workspace} on ${appName}`,
    paragraphs: (facts, appName, until) => [
      `${facts.inviter} invited you to join the workspace ${facts.workspace} on ${appName} as ${facts.role === "admin" ? "an admin" : "a member"}. A seat there gives you Enterprise's models for the work you bill to it.`,
      `Open the link below and sign in, or create an account, with this address (${facts.to}). The link works until ${until}.`,
      "If you did not expect this, ignore this e-mail: nothing happens unless you accept.",
    ],
    button: "Accept the invitation",
  },
  hi: {
    subject: (facts, appName) => `${facts.inviter} ने आपको ${appName} पर ${facts.workspace} में आमंत्रित किया है`,
    paragraphs: (facts, appName, until) => [
      `${facts.inviter} ने आपको ${appName} पर वर्कस्पेस ${facts.workspace} में ${facts.role === "admin" ? "एडमिन" : "सदस्य"} के रूप में जुड़ने के लिए आमंत्रित किया है। वहाँ की सीट से आपको उस वर्कस्पेस के बिल वाले काम के लिए Enterprise के मॉडल मिलते हैं।`,
      `नीचे दिया लिंक खोलें और इसी पते (${facts.to}) से लॉग इन करें या खाता बनाएँ। यह लिंक ${until} तक काम करेगा।`,
      "अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें: स्वीकार किए बिना कुछ नहीं होगा।",
    ],
    button: "आमंत्रण स्वीकार करें",
  },
};

/**
 * The invitation to a workspace (docs/product/workspaces.md#invitations): the link carries the only copy of its
 * token. In the invitee's account language when they have an account, else the inviter's.
 */
export function invitationMail(facts: InvitationMailFacts, appName: string, locale: Locale): MailMessage {
  const copy = COPY[locale];
  const paragraphs = copy.paragraphs(facts, appName, mailDate(facts.expiresAt, locale));
  const [first = "", ...rest] = paragraphs;
  return {
    to: facts.to,
    subject: copy.subject(facts, appName),
    text: mailText(appName, first, [...rest, facts.link]),
    html: mailHtml(
      appName,
      [
        ...paragraphs.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
        mailButton(facts.link, copy.button),
        `<p>${escapeHtml(paragraphs[2] ?? "")}</p>`,
      ].join("\n"),
      locale,
    ),
  };
}
