import type { Locale } from "../../../shared/locales";
import type { BillingPeriod } from "../../../shared/subscriptions";
import { escapeHtml, mailAmount, mailButton, mailDate, mailDateTime, mailHtml, mailText } from "../../lib/mail-html";
import type { MailMessage } from "../../lib/mailer";

// The e-mails of a subscription that renews (issue #32, docs/product/subscriptions.md "E-mails"): the notice
// before each debit that RBI asks for, a renewal that failed, and a subscription Razorpay gave up on.

interface SubscriptionMailBase {
  to: string;
  name: string;
  /** The subscription's plan (Professional, Enterprise). */
  planName: string;
  period: BillingPeriod;
  appName: string;
  locale: Locale;
}

export interface PreDebitMailOptions extends SubscriptionMailBase {
  /** Per cycle, in paise. */
  amount: number;
  chargeAt: Date;
  /** Razorpay's payment method of the mandate (upi, card, emandate, nach), when known. */
  method: string | null;
  /** APP_ORIGIN + /profile, where auto-renewal is cancelled. */
  manageUrl: string;
}

export interface RenewalFailedMailOptions extends SubscriptionMailBase {
  amount: number;
  /** The plan keeps working until then. */
  graceUntil: Date;
  /** Razorpay's words for why the payment failed, when it gave them. */
  reason: string | null;
  /** Razorpay's page for the subscription, or the profile. */
  fixUrl: string;
}

export interface HaltedMailOptions extends SubscriptionMailBase {
  /** A paid plan the person still has from other payments, and until when; null: back on Starter now. */
  keeps: { planName: string; until: Date } | null;
  /** APP_ORIGIN + /pricing. */
  subscribeUrl: string;
}

export interface Notice {
  subject: string;
  paragraphs: string[];
  button: string;
}

interface SubscriptionCopy {
  greeting: (name: string) => string;
  orOpen: (url: string) => string;
  period: Record<BillingPeriod, string>;
  method: Record<string, string>;
  preDebit: (o: { plan: string; period: string; amount: string; date: string; method: string | null }) => Notice;
  failed: (o: { plan: string; period: string; amount: string; until: string; reason: string | null }) => Notice;
  halted: (o: { plan: string; period: string; keeps: { plan: string; until: string } | null }) => Notice;
}

const COPY: Record<Locale, SubscriptionCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    orOpen: (url) => `Or open ${url}`,
    period: { monthly: "monthly", yearly: "yearly" },
    method: { upi: "UPI Autopay", card: "card", emandate: "bank e-mandate", nach: "NACH mandate" },
    preDebit: ({ plan, period, amount, date, method }) => ({
      subject: `your ${plan} subscription renews on ${date}: ${amount}`,
      paragraphs: [
        `Your ${period} ${plan} subscription renews on ${date}. ${amount} will then be charged${method ? ` through your ${method}` : ""}.`,
        `Nothing to do if you want to keep ${plan}. To stop it, cancel auto-renewal in your profile before that date: the plan runs to the end of the period already paid for and is not charged again.`,
      ],
      button: "Manage your subscription",
    }),
    failed: ({ plan, period, amount, until, reason }) => ({
      subject: `the renewal of your ${plan} subscription failed`,
      paragraphs: [
        `We could not renew your ${period} ${plan} subscription: the payment of ${amount} did not go through.${reason ? ` The reason given: ${reason}` : ""}`,
        `Your ${plan} plan keeps working until ${until}. Razorpay will try the payment again; fix your payment method before then so that it succeeds and your plan goes on.`,
      ],
      button: "Fix your payment method",
    }),
    halted: ({ plan, period, keeps }) => ({
      subject: `your ${plan} subscription has stopped`,
      paragraphs: [
        `Your ${period} ${plan} subscription has stopped: the renewal payment could not be collected after several tries, and nothing more will be charged.`,
        keeps
          ? `You keep your ${keeps.plan} plan until ${keeps.until}, the days already paid for; after that your account moves to the free Starter plan.`
          : `Your ${plan} plan has ended and your account is now on the free Starter plan. Your conversations are all still there.`,
        `Subscribe again to keep using ${plan}.`,
      ],
      button: "Subscribe again",
    }),
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    orOpen: (url) => `या यह पता खोलें: ${url}`,
    period: { monthly: "मासिक", yearly: "सालाना" },
    method: { upi: "UPI ऑटोपे", card: "कार्ड", emandate: "बैंक ई-मैंडेट", nach: "NACH मैंडेट" },
    preDebit: ({ plan, period, amount, date, method }) => ({
      subject: `आपकी ${plan} सदस्यता ${date} को रिन्यू होगी: ${amount}`,
      paragraphs: [
        `आपकी ${period} ${plan} सदस्यता ${date} को रिन्यू होगी। उस दिन ${amount}${method ? ` आपके ${method} से` : ""} काटे जाएंगे।`,
        `${plan} जारी रखना है तो कुछ करने की ज़रूरत नहीं। इसे रोकने के लिए उस तारीख से पहले अपनी प्रोफ़ाइल में ऑटो-रिन्यूअल रद्द करें: प्लान पहले से भुगतान की गई अवधि के अंत तक चलेगा और फिर से पैसे नहीं कटेंगे।`,
      ],
      button: "अपनी सदस्यता संभालें",
    }),
    failed: ({ plan, period, amount, until, reason }) => ({
      subject: `आपकी ${plan} सदस्यता रिन्यू नहीं हो सकी`,
      paragraphs: [
        `हम आपकी ${period} ${plan} सदस्यता रिन्यू नहीं कर सके: ${amount} का भुगतान नहीं हो पाया।${reason ? ` बताया गया कारण: ${reason}` : ""}`,
        `आपका ${plan} प्लान ${until} तक चलता रहेगा। Razorpay भुगतान दोबारा करने की कोशिश करेगा; उससे पहले अपना भुगतान का तरीका ठीक कर लें ताकि भुगतान हो जाए और प्लान जारी रहे।`,
      ],
      button: "भुगतान का तरीका ठीक करें",
    }),
    halted: ({ plan, period, keeps }) => ({
      subject: `आपकी ${plan} सदस्यता बंद हो गई है`,
      paragraphs: [
        `आपकी ${period} ${plan} सदस्यता बंद हो गई है: कई कोशिशों के बाद भी रिन्यूअल का भुगतान नहीं हो सका, और अब कोई पैसा नहीं कटेगा।`,
        keeps
          ? `पहले से भुगतान किए गए दिनों तक, यानी ${keeps.until} तक, आपका ${keeps.plan} प्लान बना रहेगा; उसके बाद आपका खाता मुफ़्त Starter प्लान पर आ जाएगा।`
          : `आपका ${plan} प्लान खत्म हो गया है और अब आपका खाता मुफ़्त Starter प्लान पर है। आपकी सारी बातचीत पहले की तरह मौजूद है।`,
        `${plan} फिर से इस्तेमाल करने के लिए दोबारा सदस्यता लें।`,
      ],
      button: "दोबारा सदस्यता लें",
    }),
  },
};

/** A notice's e-mail: greeting, paragraphs, one button and its address; also a workspace's (issue #35). */
export function subscriptionMail(
  options: Pick<SubscriptionMailBase, "to" | "name" | "appName" | "locale">,
  notice: Notice,
  url: string,
): MailMessage {
  const copy = COPY[options.locale];
  const greeting = copy.greeting(options.name);
  return {
    to: options.to,
    subject: `${options.appName}: ${notice.subject}`,
    text: `${mailText(options.appName, greeting, notice.paragraphs)}${notice.button}: ${url}\n`,
    html: mailHtml(
      options.appName,
      [
        `<p>${escapeHtml(greeting)}</p>`,
        ...notice.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        mailButton(url, notice.button),
        `<p style="color:#666;font-size:13px">${escapeHtml(copy.orOpen(url))}</p>`,
      ].join("\n"),
      options.locale,
    ),
  };
}

const periodName = (options: SubscriptionMailBase) => COPY[options.locale].period[options.period];

/** Sent once per renewal, PRE_DEBIT_NOTICE_DAYS before Razorpay charges the mandate. */
export function preDebitMail(options: PreDebitMailOptions): MailMessage {
  const copy = COPY[options.locale];
  const notice = copy.preDebit({
    plan: options.planName,
    period: periodName(options),
    amount: mailAmount(options.amount, "INR", options.locale),
    date: mailDate(options.chargeAt, options.locale),
    method: (options.method && copy.method[options.method]) || null,
  });
  return subscriptionMail(options, notice, options.manageUrl);
}

/** Sent once per failed cycle, when Razorpay reports the renewal pending (the grace period starts). */
export function renewalFailedMail(options: RenewalFailedMailOptions): MailMessage {
  const notice = COPY[options.locale].failed({
    plan: options.planName,
    period: periodName(options),
    amount: mailAmount(options.amount, "INR", options.locale),
    until: mailDateTime(options.graceUntil, options.locale),
    reason: options.reason,
  });
  return subscriptionMail(options, notice, options.fixUrl);
}

/** Sent once when Razorpay has stopped retrying (halted): the plan ends, unless other paid days remain. */
export function subscriptionHaltedMail(options: HaltedMailOptions): MailMessage {
  const { keeps, locale } = options;
  const notice = COPY[locale].halted({
    plan: options.planName,
    period: periodName(options),
    keeps: keeps && { plan: keeps.planName, until: mailDateTime(keeps.until, locale) },
  });
  return subscriptionMail(options, notice, options.subscribeUrl);
}
