import type { Plan } from "#shared/plans";
import { periodPrice, YEARLY_MONTHS } from "#shared/subscription-periods";
import type { BillingPeriod } from "#shared/subscriptions";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CheckIcon, CrownIcon, SparklesIcon } from "../../../components/icons";
import { planText } from "../../../lib/catalog-text";
import { formatPlanPrice } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { type PlanAction, planHint } from "../utils/plan-action";
import type { SubscribeAction } from "../utils/subscribe-action";
import styles from "./plan-card.module.css";

interface PlanCardProps {
  plan: Plan;
  /** Monthly or yearly: the price shown and what Subscribe subscribes to; a one-off payment is always 30 days. */
  period: BillingPeriod;
  /** The one-off payment's button ("Pay once for 30 days"). */
  action: PlanAction;
  /** The subscription's button; null for Starter. */
  subscribe: SubscribeAction | null;
  isCurrent: boolean;
  /** This plan is being bought: the button pressed reads 'Processing...'. */
  processing?: "once" | "subscribe" | null;
  /** Another purchase is in progress: wait for it. */
  locked?: boolean;
  onSelect: (plan: Plan) => void;
  onSubscribe: (action: SubscribeAction) => void;
}

/** The price line: a month, or a year with what it comes to a month and the months it saves. */
function Price({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t } = useT();
  if (plan.amount === 0)
    return (
      <p className={styles.price}>
        <span className={styles.amount}>{formatPlanPrice(0)}</span>
        <span className={styles.period}>{t("pricing.card.freeForever")}</span>
      </p>
    );
  const amount = periodPrice(plan.id as "professional" | "enterprise", period);
  return (
    <div className={styles.priceBlock}>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPlanPrice(amount)}</span>
        <span className={styles.period}>
          {period === "yearly" ? t("pricing.card.perYear") : t("pricing.card.perMonth")}
        </span>
      </p>
      {period === "yearly" && (
        <p className={styles.saving}>
          {t("pricing.card.yearlyEquivalent", { price: formatPlanPrice(Math.round(amount / 12)) })}
          <Badge tone="success">{t("pricing.period.free", { count: 12 - YEARLY_MONTHS })}</Badge>
        </p>
      )}
    </div>
  );
}

export function PlanCard({
  plan,
  period,
  action,
  subscribe,
  isCurrent,
  processing = null,
  locked = false,
  onSelect,
  onSubscribe,
}: PlanCardProps) {
  const headingId = `plan-${plan.id}-title`;
  const hintId = `plan-${plan.id}-hint`;
  const onceId = `plan-${plan.id}-once`;
  const subscribeHintId = `plan-${plan.id}-subscribe-hint`;
  const { t, locale } = useT();
  const text = planText(plan, locale);
  const hint = planHint(action, t);
  return (
    <Card
      as="article"
      highlight={plan.featured}
      className={[styles.card, isCurrent && styles.current].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {plan.name}
        </h2>
        {text.badge && (
          <Badge tone="gradient" icon={<SparklesIcon size={12} />}>
            {text.badge}
          </Badge>
        )}
        {plan.featured && (
          <Badge tone="enterprise" icon={<CrownIcon size={12} />}>
            {t("pricing.card.featured")}
          </Badge>
        )}
      </div>
      <p className={styles.tagline}>{text.tagline}</p>
      <Price plan={plan} period={period} />
      <div className={styles.buttons}>
        {subscribe && (
          <>
            <Button
              block
              disabled={subscribe.disabled || locked}
              busy={processing === "subscribe"}
              onClick={() => onSubscribe(subscribe)}
              aria-describedby={subscribe.hint ? subscribeHintId : undefined}
            >
              {processing === "subscribe" ? t("pricing.card.processing") : subscribe.label}
            </Button>
            {subscribe.hint && (
              <p id={subscribeHintId} className={styles.hint}>
                {subscribe.hint}
              </p>
            )}
            <p id={onceId} className={styles.once}>
              {t("pricing.card.payOnce", { price: formatPlanPrice(plan.amount) })}
            </p>
          </>
        )}
        <Button
          variant={subscribe ? "secondary" : plan.featured || plan.badge ? "primary" : "secondary"}
          block
          disabled={action.disabled || locked}
          busy={processing === "once"}
          onClick={() => onSelect(plan)}
          aria-describedby={[subscribe && onceId, hint && hintId].filter(Boolean).join(" ") || undefined}
        >
          {processing === "once" ? t("pricing.card.processing") : action.label}
        </Button>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
      <ul className={styles.features} aria-label={t("pricing.card.features", { plan: plan.name })}>
        {text.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <span className={[styles.check, plan.featured && styles.featuredCheck].filter(Boolean).join(" ")}>
              <CheckIcon size={12} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
