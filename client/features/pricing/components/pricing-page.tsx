import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PLAN_LIST, type Plan } from "#shared/plans";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { type PurchaseOutcome, usePurchase } from "../hooks/use-purchase";
import { planAction } from "../utils/plan-action";
import { PaymentHistory } from "./payment-history";
import { PlanCard } from "./plan-card";
import { PlanStatus } from "./plan-status";
import { PricingFaq } from "./pricing-faq";
import styles from "./pricing-page.module.css";
import { PurchaseConfirmDialog } from "./purchase-confirm-dialog";
import { PurchaseSuccess } from "./purchase-success";
import { SimulatedCheckoutDialog } from "./simulated-checkout-dialog";

// Whoever logs in from here came to choose a plan: bring them back to the plans (issue #13).
const PRICING_LOGIN = loginPath(PATHS.pricing);

export function PricingPage() {
  useDocumentTitle("Pricing");
  const plan = usePlanRole();
  const purchase = usePurchase();
  const navigate = useNavigate();
  const { outcome } = purchase;

  const onSelect = (selected: Plan) => {
    // The offer is worked out at the moment of the click, so the days credited are today's.
    const action = planAction(selected, plan, new Date());
    if (action.kind === "login") navigate(PRICING_LOGIN);
    else if (action.kind === "purchase") purchase.choose(action.offer);
  };

  if (outcome?.kind === "success") {
    return (
      <Container className={styles.success}>
        <PurchaseSuccess
          outcome={outcome}
          onDone={() => {
            purchase.dismissOutcome();
            window.scrollTo(0, 0);
          }}
        />
      </Container>
    );
  }

  const now = new Date();
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            Simple plans, <GradientText>priced for India</GradientText>
          </>
        }
        lead="Start free and upgrade when you need premium models. Pay monthly in rupees, with no long-term commitment."
      />
      <Container className={styles.body}>
        {plan.signedIn ? (
          <PlanStatus
            role={plan.role}
            status={plan.planStatus}
            planExpiresAt={plan.planExpiresAt}
            loading={plan.checking}
          />
        ) : (
          <Alert tone="info" title="Log in to choose a plan" className={styles.notice}>
            Already have an account? <Link to={PRICING_LOGIN}>Log in</Link> to upgrade. New here? Pick a plan below to
            create your free account first.
          </Alert>
        )}
        {outcome?.kind === "failure" && <PurchaseFailure outcome={outcome} onDismiss={purchase.dismissOutcome} />}
        <ul className={styles.grid}>
          {PLAN_LIST.map((item) => (
            <li key={item.id}>
              <PlanCard
                plan={item}
                action={planAction(item, plan, now)}
                isCurrent={plan.signedIn && item.id === plan.role}
                processing={purchase.busyPlan === item.id}
                locked={purchase.busyPlan !== null}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
        <PaymentHistory signedIn={plan.signedIn} />
      </Container>
      <PricingFaq />
      <PurchaseConfirmDialog
        offer={purchase.confirming}
        onConfirm={purchase.confirm}
        onCancel={purchase.cancelConfirm}
      />
      <SimulatedCheckoutDialog
        checkout={purchase.simulated}
        onPay={purchase.paySimulated}
        onFail={purchase.failSimulated}
        onCancel={purchase.cancelSimulated}
      />
    </>
  );
}

/**
 * SPEC §8's purchase failures, in the page instead of `alert()`. The plan
 * cards sit far below on a phone, so the message is brought into view and
 * focused (the alert role also announces it).
 */
function PurchaseFailure({
  outcome,
  onDismiss,
}: {
  outcome: Extract<PurchaseOutcome, { kind: "failure" }>;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <Alert
        tone="danger"
        title={outcome.title}
        actions={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            Dismiss
          </Button>
        }
      >
        {outcome.detail}
      </Alert>
    </div>
  );
}
