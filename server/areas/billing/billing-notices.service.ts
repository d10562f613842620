import type { BillingSettings } from "../../../shared/billing-settings";
import { PLANS } from "../../../shared/plans";
import { DAY_MS } from "../../../shared/time";
import type { Db } from "../../lib/db";
import type { JobQueue, SendOptions } from "../../lib/job-queue";
import { accountLocale, type Mailer, type MailMessage } from "../../lib/mailer";
import { sendOnce } from "../../lib/send-once";
import { planEndedMail, planEndingMail } from "./plan.mail";
import { loadReceipt } from "./receipt";
import { receiptMail } from "./receipt.mail";
import { refundMail } from "./refund.mail";
import {
  COVERED_BY_SUBSCRIPTION,
  createSubscriptionNotices,
  type SubscriptionMailJob,
  type SubscriptionNoticeKind,
  type WorkspaceRenewalMail,
} from "./subscription-notices";

/**
 * One billing e-mail, as a job. `endsAt` (ISO) is the plan end the notice is
 * about: a renewal moves the end, and the new end gets notices of its own. A
 * subscription's e-mails (issue #32) are in subscription-notices.ts.
 */
export type BillingMailJob =
  | { kind: "receipt" | "refund"; paymentId: string }
  | { kind: "plan-ending" | "plan-ended"; userId: string; endsAt: string }
  | SubscriptionMailJob;

type Kind = BillingMailJob["kind"];

/** The reminder goes out this long before a plan ends. */
const REMINDER_MS = 3 * DAY_MS;
/** What is older than this is not mailed any more (a receipt, a refund, an ended plan): no e-mails about last month. */
const CATCH_UP_MS = 7 * DAY_MS;
/** BillingNotice.key: what the notice is about. */
export function noticeKey(job: BillingMailJob): string {
  if ("paymentId" in job) return job.paymentId;
  return "subscriptionId" in job ? `${job.subscriptionId}:${job.at}` : `${job.userId}:${job.endsAt}`;
}

/**
 * The billing e-mails (issue #14), each sent exactly once: a receipt for every
 * completed payment, a reminder 3 days before a paid plan ends, a notice when
 * it has ended, and a refund confirmation; and a subscription's (issue #32): a
 * notice before each renewal's debit, a failed renewal, a stopped subscription.
 *
 * A sweep, run once per BILLING_SWEEP_SECONDS across all instances, finds
 * what is due and queues one job per e-mail; a receipt is also queued as soon
 * as its payment commits. A job's id comes from what it is about, so the same
 * e-mail is never queued twice however many sweeps find it. The job claims its
 * BillingNotice row in the transaction that sends the mail: a failed send rolls
 * the claim back and the job is retried with backoff, and a second run of the
 * same e-mail (a job that expired on a stuck instance) waits on the row, then
 * finds it taken and sends nothing.
 */
export function createBillingNotices(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  seller: () => Promise<BillingSettings & { appName: string }>;
  now: () => Date;
  appName: string;
  /** APP_ORIGIN: reminders link to its /pricing. */
  appOrigin: string;
  sweepSeconds: number;
  retrySeconds: number;
  log: { warn(object: object, message: string): void };
  /** A workspace's failed and stopped renewals, to its billing contact (issue #35). */
  workspaceMail?: WorkspaceRenewalMail;
}) {
  const { db, now } = deps;
  const subscriptions = createSubscriptionNotices(deps);
  // Eight retries from BILLING_RETRY_SECONDS, doubling: 2 to 4 hours with the default 30 s, then the job
  // fails; once pg-boss archives it (12 hours) a sweep queues the e-mail again while it is still due.
  // A run longer than 5 minutes (a mail server that never answers) is failed and retried.
  const mailJob: SendOptions = { retryLimit: 8, retryDelaySeconds: deps.retrySeconds, expireInSeconds: 300 };

  function queue(mails: BillingMailJob[]) {
    return deps.jobs.send(
      "billing-mail",
      mails.map((data) => ({ data, key: `${data.kind}:${noticeKey(data)}` })),
      mailJob,
    );
  }

  /** Every billing e-mail that is due and not sent yet (at most 500 of each kind, oldest first: the next sweep takes the rest). */
  async function due(): Promise<BillingMailJob[]> {
    const at = now();
    const since = new Date(at.getTime() - CATCH_UP_MS);
    const [receipts, refunds, ending, ended, subscriptionMails] = await Promise.all([
      db.$queryRaw<Array<{ id: string }>>`
        select p.id from "Payment" p
        where p.status = 'completed' and p."receiptNumber" is not null and p."userId" is not null and p."paidAt" >= ${since}
          and not exists (select 1 from "BillingNotice" n where n.kind = 'receipt' and n.key = p.id)
        order by p."paidAt" limit 500`,
      db.$queryRaw<Array<{ id: string }>>`
        select p.id from "Payment" p
        where p.status = 'refunded' and p."refundedAt" >= ${since} and p."receiptNumber" is not null and p."userId" is not null
          and not exists (select 1 from "BillingNotice" n where n.kind = 'refund' and n.key = p.id)
        order by p."refundedAt" limit 500`,
      plansEnding("plan-ending", at, new Date(at.getTime() + REMINDER_MS)),
      plansEnding("plan-ended", since, at),
      subscriptions.due(since),
    ]);
    return [
      ...receipts.map(({ id }) => ({ kind: "receipt" as const, paymentId: id })),
      ...refunds.map(({ id }) => ({ kind: "refund" as const, paymentId: id })),
      ...ending,
      ...ended,
      ...subscriptionMails,
    ];
  }

  /** Paid plans ending in (after, until] with no `kind` notice for that end yet, unless a subscription speaks for that end. */
  async function plansEnding(kind: "plan-ending" | "plan-ended", after: Date, until: Date): Promise<BillingMailJob[]> {
    // The notice key is `${userId}:${end as toISOString()}`; to_char writes the end the same way.
    const rows = await db.$queryRaw<Array<{ id: string; planExpiresAt: Date }>>`
      select u.id, u."planExpiresAt" from "User" u
      where u.role <> 'starter' and u."planExpiresAt" > ${after} and u."planExpiresAt" <= ${until}
        and not ${COVERED_BY_SUBSCRIPTION}
        and not exists (
          select 1 from "BillingNotice" n
          where n.kind = ${kind} and n.key = u.id || ':' || to_char(u."planExpiresAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by u."planExpiresAt" limit 500`;
    return rows.map((row) => ({ kind, userId: row.id, endsAt: row.planExpiresAt.toISOString() }));
  }

  /** The e-mail a job sends and whose it is, or null when it is no longer due (renewed, deleted, changed). */
  async function compose(job: BillingMailJob): Promise<{ message: MailMessage; userId: string } | null> {
    if ("subscriptionId" in job) return subscriptions.compose(job);
    if ("paymentId" in job) {
      const [receipt, payment] = await Promise.all([
        loadReceipt(db, await deps.seller(), { paymentId: job.paymentId }),
        db.payment.findUnique({
          where: { id: job.paymentId },
          select: { userId: true, user: { select: { locale: true } } },
        }),
      ]);
      const customer = receipt?.customer;
      if (!receipt || !customer || !payment?.userId) return null;
      // In the payer's language as it is when the mail goes out.
      const locale = accountLocale(payment.user?.locale);
      if (job.kind === "receipt")
        return { message: receiptMail({ ...receipt, customer }, deps.appName, locale), userId: payment.userId };
      const { refundedAt } = receipt;
      if (receipt.status !== "refunded" || !refundedAt) return null;
      return {
        message: refundMail({ ...receipt, customer, refundedAt }, deps.appName, locale),
        userId: payment.userId,
      };
    }
    const user = await db.user.findUnique({
      where: { id: job.userId },
      select: { name: true, email: true, role: true, planExpiresAt: true, locale: true },
    });
    const endsAt = user?.planExpiresAt;
    if (!user || user.role === "starter" || endsAt?.toISOString() !== job.endsAt) return null;
    // Queued before a subscription took this end over (it renews, or its own e-mails speak of it).
    if (await subscriptions.covers(job.userId)) return null;
    const ended = endsAt.getTime() <= now().getTime();
    // A reminder that comes too late says nothing: the notice that the plan ended follows.
    if (ended !== (job.kind === "plan-ended")) return null;
    const options = {
      to: user.email,
      name: user.name,
      planName: PLANS[user.role].name,
      endsAt,
      appName: deps.appName,
      renewUrl: new URL("/pricing", deps.appOrigin).toString(),
      locale: accountLocale(user.locale),
    };
    return { message: ended ? planEndedMail(options) : planEndingMail(options), userId: job.userId };
  }

  /**
   * Sends one billing e-mail at most once (sendOnce): the claim is an insert
   * that does nothing if the notice's row exists.
   */
  async function deliver(job: BillingMailJob): Promise<"sent" | "already sent" | "not due"> {
    const mail = await compose(job);
    if (!mail) return "not due";
    const outcome = await sendOnce(
      db,
      async (client) => {
        // Holds off an erasure of the person until this commits (it then erases the notice too); once they are
        // erased, there is no one to mail (issue #17).
        const person = await client.query(`select 1 from "User" where id = $1 for key share`, [mail.userId]);
        if (person.rowCount === 0) return "gone";
        const claimed = await client.query(
          `insert into "BillingNotice" (kind, key, "userId", "sentAt") values ($1, $2, $3, $4) on conflict do nothing`,
          [job.kind, noticeKey(job), mail.userId, now().toISOString()],
        );
        return claimed.rowCount === 0 ? "taken" : "claimed";
      },
      () => deps.mailer.send(mail.message),
    );
    return outcome === "sent" ? "sent" : outcome === "taken" ? "already sent" : "not due";
  }

  async function sweep() {
    const mails = await due();
    await queue(mails);
    // Kept as the sweep job's output: what it found due.
    const found: Record<Kind, number> = {
      receipt: 0,
      refund: 0,
      "plan-ending": 0,
      "plan-ended": 0,
      "pre-debit": 0,
      "renewal-failed": 0,
      "subscription-halted": 0,
    };
    for (const mail of mails) found[mail.kind] += 1;
    return found;
  }

  function queueNow(job: BillingMailJob) {
    queue([job]).catch((error: unknown) =>
      deps.log.warn({ err: error, ...job }, "could not queue the e-mail: the next sweep will"),
    );
  }

  return {
    /** Starts this instance's mail and sweep workers, and its share of sending the sweep every interval. */
    start() {
      deps.jobs.work<BillingMailJob>("billing-mail", { batchSize: 5 }, deliver);
      deps.jobs.work("billing-sweep", { batchSize: 1 }, sweep);
      deps.jobs.every("billing-sweep", deps.sweepSeconds);
    },

    /** A payment has just committed: its receipt goes out now rather than at the next sweep (which sends it if this fails). */
    paid(paymentId: string) {
      queueNow({ kind: "receipt", paymentId });
    },

    /** A refund has just committed (admin or webhook): its confirmation goes out now, or at the next sweep. */
    refunded(paymentId: string) {
      queueNow({ kind: "refund", paymentId });
    },

    /**
     * A subscription's renewal has just failed (`renewal-failed`, status pending) or Razorpay stopped retrying
     * (`subscription-halted`), committed by the webhook: its e-mail goes out now, or at the next sweep. `at` is
     * the end of the paid cycle whose renewal failed (the row's currentEnd, else its startAt): one e-mail of
     * each kind per failed cycle (docs/product/subscriptions.md "E-mails").
     */
    subscriptionNotice(kind: SubscriptionNoticeKind, subscriptionId: string, at: Date): void {
      // Never throws into the webhook's reply: a bad date is logged and the sweep finds the e-mail.
      if (Number.isNaN(at.getTime())) deps.log.warn({ kind, subscriptionId }, "no cycle end: the sweep will");
      else queueNow({ kind, subscriptionId, at: at.toISOString() });
    },
  };
}

export type BillingNotices = ReturnType<typeof createBillingNotices>;
