import { escapeHtml, mailDateTime, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

/** Sent when two-factor sign-in is turned on or off, so a change the owner did not make is noticed. */
export function twoFactorMail(
  person: { name: string; email: string },
  change: { enabled: boolean; at: Date },
  appName: string,
): MailMessage {
  const paragraphs = change.enabled
    ? [
        `Two-factor sign-in was turned on for your account on ${mailDateTime(change.at)}. From now on, signing in asks for a code from your authenticator app after your password.`,
        "Keep your backup codes somewhere safe: each one signs you in once if you lose your phone.",
      ]
    : [
        `Two-factor sign-in was turned off for your account on ${mailDateTime(change.at)}. Signing in now needs only your password.`,
      ];
  paragraphs.push(
    "If this was not you, change your password at once and turn two-factor sign-in back on from your profile.",
  );
  const greeting = `Hello ${person.name},`;
  return {
    to: person.email,
    subject: `${appName}: two-factor sign-in turned ${change.enabled ? "on" : "off"}`,
    text: [appName, "", greeting, "", ...paragraphs.flatMap((paragraph) => [paragraph, ""])].join("\n"),
    html: mailHtml(appName, [greeting, ...paragraphs].map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")),
  };
}
