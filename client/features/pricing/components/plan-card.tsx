import type { Plan } from "#shared/plans";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CheckIcon, CrownIcon, SparklesIcon } from "../../../components/icons";
import { formatPlanPrice } from "../../../lib/format-money";
import { PRICING_TEXT } from "../utils/messages";
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
  const hint = planHint(action);
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
        {plan.badge && (
          <Badge tone="gradient" icon={<SparklesIcon size={12} />}>
            {plan.badge}
          </Badge>
        )}
        {plan.featured && (
          <Badge tone="enterprise" icon={<CrownIcon size={12} />}>
            Featured
          </Badge>
        )}
      </div>
      <p className={styles.tagline}>{plan.tagline}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPlanPrice(plan.amount)}</span>
        <span className={styles.period}>{plan.amount === 0 ? "free forever" : "/month"}</span>
      </p>
      <Button
        variant={plan.featured || plan.badge ? "primary" : "secondary"}
        block
        disabled={action.disabled || locked}
        busy={processing}
        onClick={() => onSelect(plan)}
        aria-describedby={hint ? hintId : undefined}
      >
        {processing ? PRICING_TEXT.processing : action.label}
      </Button>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <ul className={styles.features} aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
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
