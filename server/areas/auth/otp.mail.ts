import { mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

/** What a one-time code is for; each purpose has its own mail. */
export type OtpPurpose = "register" | "reset" | "email_change";

const COPY: Record<OtpPurpose, { subject: string; lead: string }> = {
  register: { subject: "Your verification code", lead: "Use this code to finish creating your account:" },
  reset: { subject: "Your password reset code", lead: "Use this code to reset your password:" },
  email_change: {
    subject: "Confirm your new e-mail address",
    lead: "Use this code to make this your account's e-mail address:",
  },
};

export function otpMail(options: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  appName: string;
  minutes: number;
}): MailMessage {
  const { subject, lead } = COPY[options.purpose];
  const footer = "If you did not ask for this, you can ignore this e-mail; nothing changes without the code.";
  return {
    to: options.to,
    subject: `${options.appName}: ${subject}`,
    text: `${options.appName}\n\n${lead}\n\n    ${options.code}\n\nThe code expires in ${options.minutes} minutes and works once.\n\n${footer}\n`,
    html: mailHtml(
      options.appName,
      `<p>${lead}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${options.code}</p>
<p>The code expires in ${options.minutes} minutes and works once.</p>
<p style="color:#666;font-size:13px">${footer}</p>`,
    ),
  };
}
