import type { Locale } from "../../../shared/locales";
import type { BillingPeriod } from "../../../shared/subscriptions";
import type { Db } from "../../lib/db";
import { mailAmount, mailDate, mailDateTime } from "../../lib/mail-html";
import { type Notice, subscriptionMail, type WorkspaceRenewalMail } from "../billing";
import { billingContact } from "./billing-contact";

// A workspace subscription's e-mails (docs/product/workspaces.md#buying-seats): the notice before each charge, a
// renewal that failed and one Razorpay stopped, to its billing contact in its owner's language, like a person's own
// (docs/product/subscriptions.md "E-mails").

interface Facts {
  workspace: string;
  seats: number;
  period: string;
  amount: string;
  /** The charge's date (pre-debit), or when the seats stop working (a failed renewal). */
  until: string;
  reason: string | null;
}

interface RenewalCopy {
  period: Record<BillingPeriod, string>;
  preDebit: (facts: Facts) => Notice;
  failed: (facts: Facts) => Notice;
  halted: (facts: Facts) => Notice;
}

const COPY: Record<Locale, RenewalCopy> = {
  en: {
    period: { monthly: "monthly", yearly: "yearly" },
    preDebit: ({ workspace, seats, period, amount, until }) => ({
      subject: `the seats of ${workspace} renew on ${until}: ${amount}`,
      paragraphs: [
        `The ${period} subscription for ${seats} Enterprise seats of ${workspace} renews on ${until}. ${amount} will then be charged.`,
        "Nothing to do to keep the seats. To renew fewer of them, or to stop renewing, open the workspace's Billing tab before that date.",
      ],
      button: "Open the Billing tab",
    }),
    failed: ({ workspace, seats, period, amount, until, reason }) => ({
      subject: `the renewal of ${workspace}'s seats failed`,
      paragraphs: [
        `We could not renew the ${period} subscription for ${seats} Enterprise seats of ${workspace}: the payment of ${amount} did not go through.${reason ? ` The reason given: ${reason}` : ""}`,
        `The seats keep working until ${until}. Razorpay will try the payment again; fix the payment method before then so that your members keep their seats.`,
      ],
      button: "Fix the payment method",
    }),
    halted: ({ workspace, period }) => ({
      subject: `the seats of ${workspace} have stopped`,
      paragraphs: [
        `The ${period} subscription for the seats of ${workspace} has stopped: the renewal payment could not be collected after several tries, and nothing more will be charged.`,
        "Your members are back on their own plans until seats are bought again. Their conversations and the workspace's usage history are kept.",
      ],
      button: "Buy seats again",
    }),
  },
  hi: {
    period: { monthly: "मासिक", yearly: "सालाना" },
    preDebit: ({ workspace, seats, period, amount, until }) => ({
      subject: `${workspace} की सीटें ${until} को रिन्यू होंगी: ${amount}`,
      paragraphs: [
        `${workspace} की ${seats} Enterprise सीटों की ${period} सदस्यता ${until} को रिन्यू होगी। उस दिन ${amount} काटे जाएंगे।`,
        "सीटें बनाए रखने के लिए कुछ करने की ज़रूरत नहीं। कम सीटें रिन्यू करने या रिन्यूअल रोकने के लिए उस तारीख से पहले वर्कस्पेस का बिलिंग टैब खोलें।",
      ],
      button: "बिलिंग टैब खोलें",
    }),
    failed: ({ workspace, seats, period, amount, until, reason }) => ({
      subject: `${workspace} की सीटें रिन्यू नहीं हो सकीं`,
      paragraphs: [
        `हम ${workspace} की ${seats} Enterprise सीटों की ${period} सदस्यता रिन्यू नहीं कर सके: ${amount} का भुगतान नहीं हो पाया।${reason ? ` बताया गया कारण: ${reason}` : ""}`,
        `सीटें ${until} तक चलती रहेंगी। Razorpay भुगतान दोबारा करने की कोशिश करेगा; उससे पहले भुगतान का तरीका ठीक कर लें ताकि आपके सदस्यों की सीटें बनी रहें।`,
      ],
      button: "भुगतान का तरीका ठीक करें",
    }),
    halted: ({ workspace, period }) => ({
      subject: `${workspace} की सीटें बंद हो गई हैं`,
      paragraphs: [
        `${workspace} की सीटों की ${period} सदस्यता बंद हो गई है: कई कोशिशों के बाद भी रिन्यूअल का भुगतान नहीं हो सका, और अब कोई पैसा नहीं कटेगा।`,
        "जब तक सीटें दोबारा नहीं खरीदी जातीं, आपके सदस्य अपने-अपने प्लान पर रहेंगे। उनकी बातचीत और वर्कस्पेस के इस्तेमाल का इतिहास बना रहेगा।",
      ],
      button: "सीटें फिर से खरीदें",
    }),
  },
};

/**
 * The billing area's `workspaceMail`: the workspace's name, billing e-mail and owner (whose language the e-mail is
 * in, and against whom it is recorded as sent). "Fix" goes to Razorpay's page of the subscription, else the
 * Billing tab; the others to the Billing tab.
 */
export function createWorkspaceRenewalMail(deps: { db: Db; appOrigin: string; appName: string }): WorkspaceRenewalMail {
  return async (notice) => {
    const contact = await billingContact(deps.db, notice.workspaceId);
    if (!contact) return null;
    const { locale } = contact;
    const copy = COPY[locale];
    const facts: Facts = {
      workspace: contact.name,
      seats: notice.seats,
      period: copy.period[notice.period],
      amount: mailAmount(notice.amount, "INR", locale),
      until:
        notice.kind === "pre-debit"
          ? mailDate(notice.chargeAt ?? new Date(), locale)
          : mailDateTime(notice.graceUntil ?? new Date(), locale),
      reason: notice.reason,
    };
    const billing = new URL(`/workspaces/${encodeURIComponent(notice.workspaceId)}/billing`, deps.appOrigin).toString();
    const to = { to: contact.email, name: contact.name, appName: deps.appName, locale };
    const message =
      notice.kind === "renewal-failed"
        ? subscriptionMail(to, copy.failed(facts), notice.fixUrl ?? billing)
        : subscriptionMail(to, notice.kind === "pre-debit" ? copy.preDebit(facts) : copy.halted(facts), billing);
    return { message, userId: contact.ownerId };
  };
}
