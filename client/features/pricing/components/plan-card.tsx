import type { Plan } from "#shared/plans";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CheckIcon, CrownIcon, SparklesIcon } from "../../../components/icons";
import { planText } from "../../../lib/catalog-text";
import { formatPlanPrice } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { type PlanAction, planHint } from "../utils/plan-action";
import styles from "./plan-card.module.css";

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  isCurrent: boolean;
  /** This plan is being bought: the button reads 'Processing...'. */
  processing?: boolean;
  /** Another purchase is in progress: wait for it. */
  locked?: boolean;
  onSelect: (plan: Plan) => void;
}

export function PlanCard({ plan, action, isCurrent, processing = false, locked = false, onSelect }: PlanCardProps) {
  const headingId = `plan-${plan.id}-title`;
  const hintId = `plan-${plan.id}-hint`;
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
      <p className={styles.price}>
        <span className={styles.amount}>{formatPlanPrice(plan.amount)}</span>
        <span className={styles.period}>
          {plan.amount === 0 ? t("pricing.card.freeForever") : t("pricing.card.perMonth")}
        </span>
      </p>
      <Button
        variant={plan.featured || plan.badge ? "primary" : "secondary"}
        block
        disabled={action.disabled || locked}
        busy={processing}
        onClick={() => onSelect(plan)}
        aria-describedby={hint ? hintId : undefined}
      >
        {processing ? t("pricing.card.processing") : action.label}
      </Button>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
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
