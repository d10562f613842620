import type { MailMessage } from "../../lib/mailer";

type Purpose = "register" | "reset";

const COPY: Record<Purpose, { subject: string; lead: string }> = {
  register: { subject: "Your verification code", lead: "Use this code to finish creating your account:" },
  reset: { subject: "Your password reset code", lead: "Use this code to reset your password:" },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function otpMail(options: {
  to: string;
  code: string;
  purpose: Purpose;
  appName: string;
  minutes: number;
}): MailMessage {
  const { subject, lead } = COPY[options.purpose];
  const app = escapeHtml(options.appName);
  const footer = "If you did not ask for this, you can ignore this e-mail; nothing changes without the code.";
  return {
    to: options.to,
    subject: `${options.appName}: ${subject}`,
    text: `${options.appName}\n\n${lead}\n\n    ${options.code}\n\nThe code expires in ${options.minutes} minutes and works once.\n\n${footer}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${app}</h1>
<p>${lead}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:24px 0">${options.code}</p>
<p>The code expires in ${options.minutes} minutes and works once.</p>
<p style="color:#666;font-size:13px">${footer}</p>
</div></body></html>`,
  };
}
