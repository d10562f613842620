import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PLAN_LIST, type Plan } from "../../../../shared/plans";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useSession } from "../../../hooks/use-session";
import { planAction } from "../utils/plan-action";
import { PaymentHistory } from "./payment-history";
import { PlanCard } from "./plan-card";
import { PricingFaq } from "./pricing-faq";
import styles from "./pricing-page.module.css";

export function PricingPage() {
  useDocumentTitle("Pricing");
  const session = useSession();
  const navigate = useNavigate();
  const [checkoutNotice, setCheckoutNotice] = useState<Plan | null>(null);

  const onSelect = (plan: Plan) => {
    const action = planAction(plan, session.isSignedIn, session.role);
    if (action.kind === "login") navigate("/login");
    // Razorpay checkout arrives with the payment issue; say so instead of failing silently.
    else if (action.kind === "purchase") setCheckoutNotice(plan);
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
        {!session.isSignedIn && (
          <Alert tone="info" title="Log in to choose a plan" className={styles.notice}>
            Already have an account? <Link to="/login">Log in</Link> to upgrade. New here? Pick a plan below to create
            your free account first.
          </Alert>
        )}
        {checkoutNotice && (
          <Alert tone="warning" title="Online checkout is almost ready" className={styles.notice}>
            Payments for the {checkoutNotice.name} plan open in this build shortly. You have not been charged.
          </Alert>
        )}
        <ul className={styles.grid}>
          {PLAN_LIST.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                action={planAction(plan, session.isSignedIn, session.role)}
                isCurrent={session.isSignedIn && plan.id === session.role}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
        <PaymentHistory signedIn={session.isSignedIn} />
      </Container>
      <PricingFaq />
    </>
  );
}
