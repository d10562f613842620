import { useEffect, useRef } from "react";
import { PLAN_PERIOD_DAYS, PLANS } from "#shared/plans";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ArrowRightIcon, CheckCircleIcon } from "../../../components/icons";
import { useCatalog } from "../../../hooks/use-catalog";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { chatWithModelPath, PATHS } from "../../../lib/paths";
import type { Translate } from "../utils/plan-action";
import type { PurchaseOutcome } from "../utils/purchase-steps";
import { showcaseModel } from "../utils/showcase-model";
import styles from "./purchase-success.module.css";

type Success = Extract<PurchaseOutcome, { kind: "success" }>;

/** A subscription: how long the plan runs now, and when and how much it renews for. */
function renewalText({ paid, planExpiresAt }: Success, t: Translate): string | null {
  if (!("renewal" in paid)) return null;
  const { renewal } = paid;
  const values = { date: formatLongDate(renewal.firstChargeAt ?? planExpiresAt), amount: formatRupees(renewal.amount) };
  return renewal.period === "yearly"
    ? t("pricing.success.renewsYearly", values)
    : t("pricing.success.renewsMonthly", values);
}

/** How long the plan now runs: until its end date (or just "active" without one), and what was added. */
function periodText({ paid, planExpiresAt }: Success, t: Translate): string {
  const date = formatLongDate(planExpiresAt);
  const offer = "offer" in paid ? paid.offer : null;
  if (offer?.kind === "extend") {
    const days = PLAN_PERIOD_DAYS;
    return date ? t("pricing.success.extendUntil", { date, days }) : t("pricing.success.extendActive", { days });
  }
  // A subscription's credited days show as its first charge's later date (renewalText).
  if (offer && offer.creditedDays > 0) {
    const credit = { count: offer.creditedDays, plan: PLANS[offer.from].name };
    return date ? t("pricing.success.creditUntil", { date, ...credit }) : t("pricing.success.creditActive", credit);
  }
  return date ? t("pricing.success.until", { date }) : t("pricing.success.active");
}

/**
 * The page after a successful payment (issue #14, in place of `alert()`):
 * the plan now in force, how long it runs, and a way straight into the chat
 * with a model the plan has just unlocked. Focus moves to its heading so
 * screen readers hear it.
 */
export function PurchaseSuccess({ outcome, onDone }: { outcome: Success; onDone: () => void }) {
  const { t } = useT();
  const catalog = useCatalog();
  const heading = useRef<HTMLHeadingElement>(null);
  const planName = PLANS[outcome.role].name;
  const model = showcaseModel(catalog.data, outcome.role);
  const renewal = renewalText(outcome, t);
  // A resumed subscription, or one whose credited days come first, authorised a mandate and took no money.
  const nothingCharged = "renewal" in outcome.paid && outcome.paid.renewal.firstChargeAt !== null;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card as="section" className={styles.card} aria-labelledby="purchase-success-title">
      <span className={styles.icon} aria-hidden="true">
        <CheckCircleIcon size={32} />
      </span>
      <p className={styles.eyebrow}>
        {nothingCharged ? t("pricing.success.eyebrowMandate") : t("pricing.success.eyebrow")}
      </p>
      <h1 id="purchase-success-title" ref={heading} tabIndex={-1} className={styles.title}>
        {model
          ? t("pricing.success.titleWithModel", { plan: planName, model: model.name })
          : t("pricing.success.title", { plan: planName })}
      </h1>
      <p className={styles.text}>{periodText(outcome, t)}</p>
      {renewal && <p className={styles.text}>{renewal}</p>}
      <p className={styles.muted}>{nothingCharged ? t("pricing.success.noCharge") : t("pricing.success.receipt")}</p>
      <div className={styles.actions}>
        <ButtonLink
          to={model ? chatWithModelPath(model.modelId) : PATHS.chat}
          size="lg"
          trailingIcon={<ArrowRightIcon size={18} />}
        >
          {model ? t("pricing.success.chatWith", { model: model.name }) : t("pricing.success.openChat")}
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onDone}>
          {t("pricing.success.backToPlans")}
        </Button>
      </div>
    </Card>
  );
}
