import { PLAN_PERIOD_DAYS } from "../../../shared/plans";
import { escapeHtml, mailButton, mailDateTime, mailHtml } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

interface PlanMailOptions {
  to: string;
  name: string;
  planName: string;
  endsAt: Date;
  appName: string;
  /** Where the plan is renewed: APP_ORIGIN + /pricing. */
  renewUrl: string;
}

function planMail(options: PlanMailOptions, copy: { subject: string; paragraphs: string[]; button: string }) {
  const greeting = `Hello ${options.name},`;
  return {
    to: options.to,
    subject: `${options.appName}: ${copy.subject}`,
    text: [
      options.appName,
      "",
      greeting,
      "",
      ...copy.paragraphs.flatMap((paragraph) => [paragraph, ""]),
      `${copy.button}: ${options.renewUrl}`,
      "",
    ].join("\n"),
    html: mailHtml(
      options.appName,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        ...copy.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        mailButton(options.renewUrl, copy.button),
        `<p style="color:#666;font-size:13px">Or open ${escapeHtml(options.renewUrl)}</p>`,
      ].join("\n"),
    ),
  } satisfies MailMessage;
}

/** Sent once, 3 days (or less) before a paid plan ends. */
export function planEndingMail(options: PlanMailOptions): MailMessage {
  const ends = mailDateTime(options.endsAt);
  return planMail(options, {
    subject: `your ${options.planName} plan ends on ${ends}`,
    paragraphs: [
      `Your ${options.planName} plan ends on ${ends}. After that your account moves to the free Starter plan.`,
      `Renew before then to keep ${options.planName}: the new ${PLAN_PERIOD_DAYS} days start when the current plan ends, so you lose none of the days left.`,
    ],
    button: `Renew ${options.planName}`,
  });
}

/** Sent once, when a paid plan has ended without being renewed. */
export function planEndedMail(options: PlanMailOptions): MailMessage {
  return planMail(options, {
    subject: `your ${options.planName} plan has ended`,
    paragraphs: [
      `Your ${options.planName} plan ended on ${mailDateTime(options.endsAt)}, and your account is now on the free Starter plan.`,
      `Your conversations are all still there. Renew to use the ${options.planName} models and allowance again.`,
    ],
    button: `Renew ${options.planName}`,
  });
}
