import { coverAhead, type PlanHolding, type PlanOffer } from "../../../shared/billing";
import type { Role } from "../../../shared/roles";
import { DAY_MS } from "../../../shared/time";
import type { Tx } from "../../lib/db";

type PayableOffer = Exclude<PlanOffer, { kind: "unavailable" }>;

/**
 * What one payment pays for now: a stretch of the person's plan (README,
 * "Refunds"). The stretches of a person's payments follow each other in the
 * order paid and end where the plan ends, so days bought earlier are used
 * first: an early renewal's stretch begins where the one before ends, and an
 * upgrade lays the days that the unused stretches were converted into first,
 * then its own 30 days.
 */
export interface Cover {
  id: string;
  coversFrom: Date;
  coversUntil: Date;
}

/**
 * An upgrade at `at` converts the stretches still ahead into `creditedMs` of
 * the new plan (the credited days): each gets a share in proportion to its
 * unused time (whole milliseconds, the last takes what rounding left), laid
 * from `at` in the order the stretches had. Returns the new stretches and
 * where the upgrade's own days begin.
 */
export function convertCovers(covers: readonly Cover[], at: Date, creditedMs: number) {
  const unused = covers
    .map((cover) => ({ cover, ms: coverAhead(cover, at) }))
    .filter((entry) => entry.ms > 0)
    .sort((a, b) => a.cover.coversFrom.getTime() - b.cover.coversFrom.getTime());
  const total = unused.reduce((sum, entry) => sum + BigInt(entry.ms), 0n);
  let cursor = at.getTime();
  let left = creditedMs;
  const converted = unused.map((entry, index) => {
    // BigInt: milliseconds times milliseconds passes 2^53 for periods of a few months.
    const share =
      index === unused.length - 1 ? left : Number((BigInt(creditedMs) * BigInt(entry.ms)) / (total > 0n ? total : 1n));
    left -= share;
    const cover = { id: entry.cover.id, coversFrom: new Date(cursor), coversUntil: new Date(cursor + share) };
    cursor += share;
    return cover;
  });
  return { converted, ownFrom: new Date(at.getTime() + creditedMs) };
}

/**
 * A refund at `at` takes back the part of the refunded stretch still ahead,
 * never more than the plan has beyond now: the plan end moves earlier by that
 * much, the refunded stretch ends at what was used, and the stretches after it
 * move up by the same amount, keeping their length (days other payments
 * bought are never touched).
 */
export function takeBack(refunded: Cover, later: readonly Cover[], planEnd: Date, at: Date) {
  const from = Math.max(at.getTime(), refunded.coversFrom.getTime());
  const takenMs = Math.max(0, Math.min(refunded.coversUntil.getTime(), planEnd.getTime()) - from);
  const shift = (date: Date) => new Date(date.getTime() - takenMs);
  return {
    takenMs,
    planEnd: shift(planEnd),
    refunded: { ...refunded, coversUntil: takenMs > 0 ? new Date(from) : refunded.coversUntil },
    moved: later
      .filter((cover) => cover.id !== refunded.id && cover.coversFrom >= refunded.coversUntil)
      .map((cover) => ({ id: cover.id, coversFrom: shift(cover.coversFrom), coversUntil: shift(cover.coversUntil) })),
  };
}

/** The person's stretches still ahead of `at` (other than `except`), oldest first. */
async function coversAhead(tx: Tx, userId: string, at: Date, except: string): Promise<Cover[]> {
  const rows = await tx.payment.findMany({
    where: { userId, status: "completed", id: { not: except }, coversUntil: { gt: at } },
    orderBy: [{ coversFrom: "asc" }, { paidAt: "asc" }, { id: "asc" }],
    select: { id: true, coversFrom: true, coversUntil: true },
  });
  return rows.flatMap(({ id, coversFrom, coversUntil }) =>
    coversFrom && coversUntil ? [{ id, coversFrom, coversUntil }] : [],
  );
}

/**
 * An upgrade to `to` at `at`: the person's stretches still ahead (other than `except`) become `creditedMs`
 * of the higher plan, laid from `at` (convertCovers). Returns where the new plan's own days begin. A
 * subscription's upgrade does this when its mandate is authorised (subscription-charge.ts), a one-off
 * payment's when it is applied.
 */
export async function convertPlanCovers(
  tx: Tx,
  input: { userId: string; at: Date; creditedMs: number; to: Role; except?: string },
): Promise<Date> {
  const { userId, at, to } = input;
  const result = convertCovers(await coversAhead(tx, userId, at, input.except ?? ""), at, input.creditedMs);
  for (const cover of result.converted)
    await tx.payment.update({
      where: { id: cover.id },
      data: { coversFrom: cover.coversFrom, coversUntil: cover.coversUntil, convertedAt: at, convertedTo: to },
      select: { id: true },
    });
  return result.ownFrom;
}

/**
 * Records what a payment just applied bought (its period, its credited days
 * and its stretch) and, for an upgrade, what the stretches it converted cover
 * now. Runs in applyPlan's transaction, with the person's row locked.
 */
export async function coverPayment(
  tx: Tx,
  input: { paymentId: string; userId: string; offer: PayableOffer; at: Date },
) {
  const { paymentId, userId, offer, at } = input;
  const ownFrom =
    offer.kind === "upgrade"
      ? await convertPlanCovers(tx, {
          userId,
          at,
          creditedMs: offer.creditedDays * DAY_MS,
          to: offer.plan,
          except: paymentId,
        })
      : offer.startsAt;
  await tx.payment.update({
    where: { id: paymentId },
    data: {
      periodStart: offer.startsAt,
      periodEnd: offer.endsAt,
      creditedDays: offer.creditedDays,
      coversFrom: ownFrom,
      coversUntil: offer.endsAt,
    },
    select: { id: true },
  });
}

/**
 * A refund's effect on the plan (README, "Refunds"), in recordRefund's
 * transaction with the payment and the person locked: the part of the
 * payment's stretch still ahead comes off the plan end and the later
 * stretches move up; with nothing left beyond now, the person is on Starter.
 * Null when the payment pays for none of the plan in force (it bought no
 * plan, its days are used up, or an administrator has set the plan since).
 */
export async function uncoverPayment(
  tx: Tx,
  input: {
    payment: { id: string; coversFrom: Date | null; coversUntil: Date | null; plan: Role; convertedTo: Role | null };
    userId: string;
    holding: PlanHolding;
    at: Date;
  },
): Promise<PlanHolding | null> {
  const { payment, userId, holding, at } = input;
  const { coversFrom, coversUntil } = payment;
  if (!coversFrom || !coversUntil || !holding.planExpiresAt) return null;
  if (holding.role !== (payment.convertedTo ?? payment.plan)) return null;
  const refunded = { id: payment.id, coversFrom, coversUntil };
  const result = takeBack(refunded, await coversAhead(tx, userId, at, payment.id), holding.planExpiresAt, at);
  if (result.takenMs === 0) return null;
  for (const cover of [result.refunded, ...result.moved])
    await tx.payment.update({
      where: { id: cover.id },
      data: { coversFrom: cover.coversFrom, coversUntil: cover.coversUntil },
      select: { id: true },
    });
  const after: PlanHolding =
    result.planEnd > at
      ? { role: holding.role, planExpiresAt: result.planEnd }
      : { role: "starter", planExpiresAt: null };
  await tx.user.update({ where: { id: userId }, data: after, select: { id: true } });
  return after;
}
