import { useEffect, useRef } from "react";
import { PLAN_PERIOD_DAYS, PLANS } from "#shared/plans";
import { Button, ButtonLink } from "../../../components/button";
import { Card } from "../../../components/card";
import { ArrowRightIcon, CheckCircleIcon } from "../../../components/icons";
import { useCatalog } from "../../../hooks/use-catalog";
import { formatLongDate } from "../../../lib/format-date";
import { chatWithModelPath, PATHS } from "../../../lib/paths";
import type { PurchaseOutcome } from "../hooks/use-purchase";
import { PRICING_TEXT } from "../utils/messages";
import { creditedText } from "../utils/plan-action";
import { showcaseModel } from "../utils/showcase-model";
import styles from "./purchase-success.module.css";

type Success = Extract<PurchaseOutcome, { kind: "success" }>;

function periodText({ offer, planExpiresAt }: Success): string {
  const until = planExpiresAt ? `Your plan runs until ${formatLongDate(planExpiresAt)}` : "Your plan is active";
  if (offer.kind === "extend") return `${until}: ${PLAN_PERIOD_DAYS} days were added to your previous end date.`;
  if (offer.creditedDays > 0) {
    return `${until}, including ${creditedText(offer.creditedDays)} from ${PLANS[offer.from].name}.`;
  }
  return `${until}.`;
}

/**
 * The page after a successful payment (issue #14, in place of `alert()`):
 * the plan now in force, how long it runs, and a way straight into the chat
 * with a model the plan has just unlocked. Focus moves to its heading so
 * screen readers hear it.
 */
export function PurchaseSuccess({ outcome, onDone }: { outcome: Success; onDone: () => void }) {
  const catalog = useCatalog();
  const heading = useRef<HTMLHeadingElement>(null);
  const planName = PLANS[outcome.role].name;
  const model = showcaseModel(catalog.data, outcome.role);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card as="section" className={styles.card} aria-labelledby="purchase-success-title">
      <span className={styles.icon} aria-hidden="true">
        <CheckCircleIcon size={32} />
      </span>
      <p className={styles.eyebrow}>Payment successful</p>
      <h1 id="purchase-success-title" ref={heading} tabIndex={-1} className={styles.title}>
        {model ? PRICING_TEXT.successWithModel(planName, model.name) : PRICING_TEXT.success(planName)}
      </h1>
      <p className={styles.text}>{periodText(outcome)}</p>
      <p className={styles.muted}>A receipt is on its way to your e-mail and is kept in your payment history.</p>
      <div className={styles.actions}>
        <ButtonLink
          to={model ? chatWithModelPath(model.modelId) : PATHS.chat}
          size="lg"
          trailingIcon={<ArrowRightIcon size={18} />}
        >
          {model ? `Chat with ${model.name}` : "Open the chat"}
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onDone}>
          Back to plans
        </Button>
      </div>
    </Card>
  );
}
