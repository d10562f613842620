import { Suspense } from "react";
import { Link, useNavigate } from "react-router-dom";
import { PLAN_LIST, type Plan } from "#shared/plans";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useLatch } from "../../../hooks/use-latch";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { usePurchase } from "../hooks/use-purchase";
import { loadSignedInMessages } from "../messages/signed-in";
import { planAction } from "../utils/plan-action";
import { PaymentHistory } from "./payment-history";
import { PlanCard } from "./plan-card";
import { PricingFaq } from "./pricing-faq";
import styles from "./pricing-page.module.css";

// What only a purchase shows (the two dialogs, its failure, the success screen) loads when a purchase gets
// there, with its texts (messages/signed-in): most visitors to /pricing only read it, and it must fit the
// public budget (docs/architecture.md#performance-budgets).
// Only a signed-in person has a plan to show; visitors, most of /pricing's readers, never load it.
const PlanStatus = lazyComponent(
  () => import("./plan-status"),
  (module) => module.PlanStatus,
  loadSignedInMessages,
);
const PurchaseConfirmDialog = lazyComponent(
  () => import("./purchase-confirm-dialog"),
  (module) => module.PurchaseConfirmDialog,
  loadSignedInMessages,
);
const SimulatedCheckoutDialog = lazyComponent(
  () => import("./simulated-checkout-dialog"),
  (module) => module.SimulatedCheckoutDialog,
  loadSignedInMessages,
);
const PurchaseSuccess = lazyComponent(
  () => import("./purchase-success"),
  (module) => module.PurchaseSuccess,
  loadSignedInMessages,
);
const PurchaseFailure = lazyComponent(
  () => import("./purchase-failure"),
  (module) => module.PurchaseFailure,
  loadSignedInMessages,
);

// Whoever logs in from here came to choose a plan: bring them back to the plans (issue #13).
const PRICING_LOGIN = loginPath(PATHS.pricing);

export function PricingPage() {
  const { t } = useT();
  useDocumentTitle(t("pricing.page.title"));
  const plan = usePlanRole();
  const purchase = usePurchase();
  const navigate = useNavigate();
  const { outcome } = purchase;
  const confirmUsed = useLatch(purchase.confirming !== null);
  const checkoutUsed = useLatch(purchase.simulated !== null);

  const onSelect = (selected: Plan) => {
    // The offer is worked out at the moment of the click, so the days credited are today's.
    const action = planAction(selected, plan, new Date(), t);
    if (action.kind === "login") navigate(PRICING_LOGIN);
    else if (action.kind === "purchase") purchase.choose(action.offer);
  };

  if (outcome?.kind === "success") {
    return (
      <Container className={styles.success}>
        <Suspense fallback={<LoadingState message={t("pricing.page.loadingNewPlan")} />}>
          <PurchaseSuccess
            outcome={outcome}
            onDone={() => {
              purchase.dismissOutcome();
              window.scrollTo(0, 0);
            }}
          />
        </Suspense>
      </Container>
    );
  }

  const now = new Date();
  return (
    <>
      <PageHero
        eyebrow={t("pricing.hero.eyebrow")}
        title={<Trans id="pricing.hero.title" components={{ 0: <GradientText>{null}</GradientText> }} />}
        lead={t("pricing.hero.lead")}
      />
      <Container className={styles.body}>
        {plan.signedIn ? (
          <Suspense fallback={null}>
            <PlanStatus
              role={plan.role}
              status={plan.planStatus}
              planExpiresAt={plan.planExpiresAt}
              loading={plan.checking}
            />
          </Suspense>
        ) : (
          <Alert tone="info" title={t("pricing.loginNotice.title")} className={styles.notice}>
            <Trans id="pricing.loginNotice.body" components={{ 0: <Link to={PRICING_LOGIN} /> }} />
          </Alert>
        )}
        {outcome?.kind === "failure" && (
          <Suspense fallback={null}>
            <PurchaseFailure outcome={outcome} onDismiss={purchase.dismissOutcome} />
          </Suspense>
        )}
        <ul className={styles.grid}>
          {PLAN_LIST.map((item) => (
            <li key={item.id}>
              <PlanCard
                plan={item}
                action={planAction(item, plan, now, t)}
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
      <Suspense fallback={null}>
        {confirmUsed && (
          <PurchaseConfirmDialog
            offer={purchase.confirming}
            onConfirm={purchase.confirm}
            onCancel={purchase.cancelConfirm}
          />
        )}
        {checkoutUsed && (
          <SimulatedCheckoutDialog
            checkout={purchase.simulated}
            onPay={purchase.paySimulated}
            onFail={purchase.failSimulated}
            onCancel={purchase.cancelSimulated}
          />
        )}
      </Suspense>
    </>
  );
}
