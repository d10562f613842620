import { PLAN_PERIOD_DAYS, PLANS } from "#shared/plans";
import { formatLongDate } from "../../../lib/format-date";
import { formatPlanPrice } from "../../../lib/format-money";
import type { PayableOffer, Translate } from "./plan-action";

// Apart from plan-action.ts: only the purchase confirmation words an offer, and its texts load with it
// (messages/signed-in), not with the page.
/**
 * What paying will do, in one sentence shown before paying (issue #14), e.g.
 * "₹599 today — your plan runs until 4 Jan 2027 including 12 days credited from Professional".
 */
export function offerSummary(offer: PayableOffer, t: Translate): string {
  const price = formatPlanPrice(PLANS[offer.plan].amount);
  const date = formatLongDate(offer.endsAt);
  if (offer.kind === "extend") return t("pricing.offer.summaryExtend", { price, date, days: PLAN_PERIOD_DAYS });
  if (offer.creditedDays > 0)
    return t("pricing.offer.summaryCredit", { price, date, count: offer.creditedDays, plan: PLANS[offer.from].name });
  return t("pricing.offer.summary", { price, date });
}
