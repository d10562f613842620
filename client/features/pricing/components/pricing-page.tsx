import { Link, useNavigate } from "react-router-dom";
import { PLAN_LIST, type Plan } from "../../../../shared/plans";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { loginPath } from "../../../lib/return-to";
import { usePurchase } from "../hooks/use-purchase";
import { planAction } from "../utils/plan-action";
import { PaymentHistory } from "./payment-history";
import { PlanCard } from "./plan-card";
import { PlanStatus } from "./plan-status";
import { PricingFaq } from "./pricing-faq";
import styles from "./pricing-page.module.css";
import { SimulatedCheckoutDialog } from "./simulated-checkout-dialog";

// Whoever logs in from here came to choose a plan: bring them back to the plans (issue #13).
const PRICING_LOGIN = loginPath("/pricing");

export function PricingPage() {
  useDocumentTitle("Pricing");
  const plan = usePlanRole();
  const purchase = usePurchase();
  const navigate = useNavigate();

  const onSelect = (selected: Plan) => {
    const action = planAction(selected, plan.signedIn, plan.role);
    if (action.kind === "login") navigate(PRICING_LOGIN);
    else if (action.kind === "purchase") purchase.start(selected);
  };

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
        <ul className={styles.grid}>
          {PLAN_LIST.map((item) => (
            <li key={item.id}>
              <PlanCard
                plan={item}
                action={planAction(item, plan.signedIn, plan.role)}
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
      <SimulatedCheckoutDialog
        checkout={purchase.simulated}
        onPay={purchase.paySimulated}
        onFail={purchase.failSimulated}
        onCancel={purchase.cancelSimulated}
      />
    </>
  );
}
