import type { Locale } from "../../../shared/locales";
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
  /** The account's language. */
  locale: Locale;
}

interface NoticeCopy {
  subject: string;
  paragraphs: string[];
}

interface PlanCopy {
  greeting: (name: string) => string;
  renew: (plan: string) => string;
  orOpen: (url: string) => string;
  ending: (plan: string, ends: string) => NoticeCopy;
  ended: (plan: string, ended: string) => NoticeCopy;
}

const COPY: Record<Locale, PlanCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    renew: (plan) => `Renew ${plan}`,
    orOpen: (url) => `Or open ${url}`,
    ending: (plan, ends) => ({
      subject: `your ${plan} plan ends on ${ends}`,
      paragraphs: [
        `Your ${plan} plan ends on ${ends}. After that your account moves to the free Starter plan.`,
        `Renew before then to keep ${plan}: the new ${PLAN_PERIOD_DAYS} days start when the current plan ends, so you lose none of the days left.`,
      ],
    }),
    ended: (plan, ended) => ({
      subject: `your ${plan} plan has ended`,
      paragraphs: [
        `Your ${plan} plan ended on ${ended}, and your account is now on the free Starter plan.`,
        `Your conversations are all still there. Renew to use the ${plan} models and allowance again.`,
      ],
    }),
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    renew: (plan) => `${plan} रिन्यू करें`,
    orOpen: (url) => `या यह पता खोलें: ${url}`,
    ending: (plan, ends) => ({
      subject: `आपका ${plan} प्लान ${ends} खत्म हो रहा है`,
      paragraphs: [
        `आपका ${plan} प्लान ${ends} खत्म हो जाएगा। उसके बाद आपका खाता मुफ़्त Starter प्लान पर आ जाएगा।`,
        `${plan} जारी रखने के लिए उससे पहले रिन्यू करें: नए ${PLAN_PERIOD_DAYS} दिन मौजूदा प्लान खत्म होने पर शुरू होंगे, इसलिए बचा हुआ एक भी दिन बेकार नहीं जाएगा।`,
      ],
    }),
    ended: (plan, ended) => ({
      subject: `आपका ${plan} प्लान खत्म हो गया है`,
      paragraphs: [
        `आपका ${plan} प्लान ${ended} खत्म हो गया, और अब आपका खाता मुफ़्त Starter प्लान पर है।`,
        `आपकी सारी बातचीत पहले की तरह मौजूद है। ${plan} के मॉडल और रोज़ की सीमा फिर से इस्तेमाल करने के लिए प्लान रिन्यू करें।`,
      ],
    }),
  },
};

function planMail(options: PlanMailOptions, notice: (copy: PlanCopy, at: string) => NoticeCopy): MailMessage {
  const copy = COPY[options.locale];
  const { subject, paragraphs } = notice(copy, mailDateTime(options.endsAt, options.locale));
  const greeting = copy.greeting(options.name);
  const button = copy.renew(options.planName);
  return {
    to: options.to,
    subject: `${options.appName}: ${subject}`,
    text: [
      options.appName,
      "",
      greeting,
      "",
      ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
      `${button}: ${options.renewUrl}`,
      "",
    ].join("\n"),
    html: mailHtml(
      options.appName,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        mailButton(options.renewUrl, button),
        `<p style="color:#666;font-size:13px">${escapeHtml(copy.orOpen(options.renewUrl))}</p>`,
      ].join("\n"),
      options.locale,
    ),
  };
}

/** Sent once, 3 days (or less) before a paid plan ends. */
export function planEndingMail(options: PlanMailOptions): MailMessage {
  return planMail(options, (copy, ends) => copy.ending(options.planName, ends));
}

/** Sent once, when a paid plan has ended without being renewed. */
export function planEndedMail(options: PlanMailOptions): MailMessage {
  return planMail(options, (copy, ended) => copy.ended(options.planName, ended));
}
