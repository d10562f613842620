import { PLANS } from "../../../shared/plans";
import { type BillingPeriod, PRE_DEBIT_NOTICE_DAYS } from "../../../shared/subscriptions";
import { DAY_MS } from "../../../shared/time";
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { accountLocale, type MailMessage } from "../../lib/mailer";
import { preDebitMail, renewalFailedMail, subscriptionHaltedMail } from "./subscription.mail";

// The subscription e-mails of the billing notices (issue #32, docs/product/subscriptions.md "E-mails"): what is
// due, and what each job sends. billing-notices.service.ts queues, claims and sends them like every other.

type SubscriptionFields = Prisma.SubscriptionGetPayload<object>;
/** What isDue reads of a subscription. */
type DueRow = Pick<SubscriptionFields, "status" | "chargeAt" | "startAt" | "cancelAtCycleEnd" | "currentEnd">;
/** What a workspace's e-mail says of its subscription. */
type WorkspaceFacts = Pick<
  SubscriptionFields,
  "workspaceId" | "period" | "amount" | "quantity" | "graceUntil" | "failureReason" | "shortUrl"
>;

/** What the webhook code (after its commit) and the sweep queue: see `subscriptionNotice` in billing-notices. */
export type SubscriptionNoticeKind = "renewal-failed" | "subscription-halted";

/**
 * A subscription's e-mail as a job. `at` (ISO) is what makes each one its own: the charge date a pre-debit
 * notice announces, or the end of the paid cycle whose renewal failed. The notice key is `${subscriptionId}:${at}`.
 */
export interface SubscriptionMailJob {
  kind: "pre-debit" | SubscriptionNoticeKind;
  subscriptionId: string;
  at: string;
}

/** The moment a row's e-mail is about, in SQL, per kind: the next charge, or the cycle that failed. */
const PRE_DEBIT_AT = Prisma.sql`coalesce(s."chargeAt", s."startAt")`;
const CYCLE_END = Prisma.sql`coalesce(s."currentEnd", s."startAt")`;
/** BillingNotice.key as SQL; to_char writes the instant as toISOString() does. */
const keyOf = (at: Prisma.Sql) => Prisma.sql`s.id || ':' || to_char(${at}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Whether a subscription speaks for the end of user `u`'s plan, so the old "plan ending" reminder and "plan
 * ended" notice (issue #14) must not go out: one that will charge again at or after that end (active or
 * authorised to start later, not cancelling), or one whose renewal failed within a week of that end (its own
 * "renewal failed" and "stopped" e-mails say when the plan ends and what to do; a renewal at /pricing would
 * pay twice while Razorpay retries).
 */
export const COVERED_BY_SUBSCRIPTION = Prisma.sql`exists (
  select 1 from "Subscription" s where s."userId" = u.id and (
    (s.status in ('active', 'authenticated') and not s."cancelAtCycleEnd" and ${CYCLE_END} >= u."planExpiresAt")
    or (s.status in ('pending', 'halted')
      and greatest(s."failedAt", s."currentEnd") <= u."planExpiresAt"
      and greatest(s."failedAt", s."currentEnd") >= u."planExpiresAt" - interval '7 days')))`;

/**
 * A workspace subscription's e-mail (issue #35): its coming charge, a failed or a stopped renewal, composed by the
 * workspaces area: the e-mail to its billing contact and the person it is recorded against (the owner), or null.
 */
export type WorkspaceRenewalMail = (notice: {
  kind: SubscriptionMailJob["kind"];
  workspaceId: string;
  period: BillingPeriod;
  amount: number;
  seats: number;
  /** The charge a pre-debit notice announces. */
  chargeAt: Date | null;
  graceUntil: Date | null;
  reason: string | null;
  fixUrl: string | null;
}) => Promise<{ message: MailMessage; userId: string } | null>;

export function createSubscriptionNotices(deps: {
  db: Db;
  now: () => Date;
  appOrigin: string;
  appName: string;
  workspaceMail?: WorkspaceRenewalMail;
}) {
  const { db, now } = deps;
  const url = (path: string) => new URL(path, deps.appOrigin).toString();

  // A person's subscriptions, and a workspace's where the workspaces area composes their e-mails.
  const whose = deps.workspaceMail
    ? Prisma.sql`(s."userId" is not null or s."workspaceId" is not null)`
    : Prisma.sql`s."userId" is not null`;

  async function rows(kind: SubscriptionMailJob["kind"], at: Prisma.Sql, where: Prisma.Sql) {
    const found = await db.$queryRaw<Array<{ id: string; at: Date }>>`
      select s.id, ${at} as at from "Subscription" s
      where ${whose} and ${at} is not null and ${where}
        and not exists (select 1 from "BillingNotice" n where n.kind = ${kind} and n.key = ${keyOf(at)})
      order by ${at} limit 500`;
    return found.map((row) => ({ kind, subscriptionId: row.id, at: row.at.toISOString() }));
  }

  /**
   * Whether a job's e-mail is still what the subscription says: the charge it announces is still ahead and the
   * subscription still renews; the cycle that failed is still the stored one, retried (`pending`) with its grace
   * (`graceUntil`) not over, or stopped (`halted`).
   */
  function isDue(job: SubscriptionMailJob, row: DueRow, graceUntil: Date | null, at: Date) {
    const sameAt = (date: Date | null) => date?.toISOString() === job.at;
    if (job.kind === "pre-debit") {
      const chargeAt = row.chargeAt ?? row.startAt;
      const renews = (row.status === "active" || row.status === "authenticated") && !row.cancelAtCycleEnd;
      return renews && chargeAt !== null && sameAt(chargeAt) && chargeAt > at;
    }
    if (!sameAt(row.currentEnd ?? row.startAt)) return false;
    // Once the grace period is over there is nothing true to say: the stopped e-mail follows when Razorpay halts.
    if (job.kind === "renewal-failed") return row.status === "pending" && graceUntil !== null && graceUntil > at;
    return row.status === "halted";
  }

  /** A workspace subscription's e-mail, composed by the workspaces area (issue #35). */
  function workspaceNotice(job: SubscriptionMailJob, row: DueRow & WorkspaceFacts) {
    if (!deps.workspaceMail || !row.workspaceId || !isDue(job, row, row.graceUntil, now())) return null;
    return deps.workspaceMail({
      kind: job.kind,
      workspaceId: row.workspaceId,
      period: row.period,
      amount: row.amount,
      seats: row.quantity,
      chargeAt: row.chargeAt ?? row.startAt,
      graceUntil: row.graceUntil,
      reason: row.failureReason,
      fixUrl: row.shortUrl,
    });
  }

  return {
    /**
     * Every subscription e-mail due and not sent yet: pre-debit notices for charges within PRE_DEBIT_NOTICE_DAYS,
     * and failed or stopped renewals whose failure began within the catch-up window (`since`): a halt comes
     * after the failure, so nothing older than the window is mailed; a failed one only while its grace lasts.
     */
    async due(since: Date): Promise<SubscriptionMailJob[]> {
      const at = now();
      const until = new Date(at.getTime() + PRE_DEBIT_NOTICE_DAYS * DAY_MS);
      const lists = await Promise.all([
        rows(
          "pre-debit",
          PRE_DEBIT_AT,
          Prisma.sql`s.status in ('active', 'authenticated') and not s."cancelAtCycleEnd"
            and ${PRE_DEBIT_AT} > ${at} and ${PRE_DEBIT_AT} <= ${until}`,
        ),
        rows(
          "renewal-failed",
          CYCLE_END,
          Prisma.sql`s.status = 'pending' and s."failedAt" >= ${since} and (s."graceUntil" is null or s."graceUntil" > ${at})`,
        ),
        rows(
          "subscription-halted",
          CYCLE_END,
          Prisma.sql`s.status = 'halted' and greatest(s."failedAt", s."currentEnd") >= ${since}`,
        ),
      ]);
      return lists.flat();
    },

    /** The e-mail a job sends and whose it is, or null when it is no longer due (charged, cancelled, restored, moved). */
    async compose(job: SubscriptionMailJob): Promise<{ message: MailMessage; userId: string } | null> {
      const row = await db.subscription.findUnique({
        where: { id: job.subscriptionId },
        include: { user: { select: { name: true, email: true, locale: true, role: true, planExpiresAt: true } } },
      });
      if (row?.workspaceId && !row.userId) return workspaceNotice(job, row);
      const user = row?.user;
      if (!row?.userId || !user) return null;
      const base = {
        to: user.email,
        name: user.name,
        planName: PLANS[row.plan].name,
        period: row.period,
        appName: deps.appName,
        locale: accountLocale(user.locale),
      };
      const at = now();
      // A person's grace is the subscription's, or the plan's end it moved (rows from before graceUntil was kept).
      if (!isDue(job, row, row.graceUntil ?? user.planExpiresAt, at)) return null;
      if (job.kind === "pre-debit") {
        const chargeAt = (row.chargeAt ?? row.startAt) as Date;
        const message = preDebitMail({
          ...base,
          amount: row.amount,
          chargeAt,
          method: row.method,
          manageUrl: url("/profile"),
        });
        return { message, userId: row.userId };
      }
      if (job.kind === "renewal-failed") {
        const message = renewalFailedMail({
          ...base,
          amount: row.amount,
          graceUntil: (row.graceUntil ?? user.planExpiresAt) as Date,
          reason: row.failureReason,
          fixUrl: row.shortUrl ?? url("/profile"),
        });
        return { message, userId: row.userId };
      }
      const paidOn = user.role !== "starter" && user.planExpiresAt && user.planExpiresAt > at;
      const keeps = paidOn ? { planName: PLANS[user.role].name, until: user.planExpiresAt as Date } : null;
      return { message: subscriptionHaltedMail({ ...base, keeps, subscribeUrl: url("/pricing") }), userId: row.userId };
    },

    /** Whether the end of this user's plan, as it is now, is a subscription's to speak for (COVERED_BY_SUBSCRIPTION). */
    async covers(userId: string): Promise<boolean> {
      const [row] = await db.$queryRaw<Array<{ covered: boolean }>>`
        select ${COVERED_BY_SUBSCRIPTION} as covered from "User" u where u.id = ${userId}`;
      return row?.covered ?? false;
    },
  };
}
