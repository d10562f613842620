import { Suspense, useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { PLAN_LIST, type Plan } from "#shared/plans";
import { YEARLY_MONTHS } from "#shared/subscription-periods";
import type { BillingPeriod } from "#shared/subscriptions";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { GradientText, PageHero } from "../../../components/page-hero";
import { SegmentedControl } from "../../../components/segmented-control";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useLatch } from "../../../hooks/use-latch";
import { useMySubscription } from "../../../hooks/use-my-subscription";
import { usePlanRole } from "../../../hooks/use-plan-role";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loginPath } from "../../../lib/return-to";
import { usePurchase } from "../hooks/use-purchase";
import { loadFaqMessages } from "../messages/faq";
import { loadSignedInMessages } from "../messages/signed-in";
import { loadSubscribeMessages } from "../messages/subscribe";
import { planAction } from "../utils/plan-action";
import { type SubscribeAction, subscribeAction } from "../utils/subscribe-action";
import { PaymentHistory } from "./payment-history";
import { PlanCard } from "./plan-card";
import styles from "./pricing-page.module.css";

// What only a purchase shows (the two dialogs, its failure, the success screen) loads when a purchase gets
// there, with its texts (messages/signed-in): most visitors to /pricing only read it, and it must fit the
// public budget (docs/architecture.md#performance-budgets).
// Only a signed-in person has a plan to show; visitors, most of /pricing's readers, never load it.
// The questions under the plans are below the fold on every screen: they follow the first render
// (docs/decisions.md D147).
const PricingFaq = lazyComponent(
  () => import("./pricing-faq"),
  (module) => module.PricingFaq,
  loadFaqMessages,
);
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
const SubscriptionConfirmDialog = lazyComponent(
  () => import("./subscription-confirm-dialog"),
  (module) => module.SubscriptionConfirmDialog,
  loadSignedInMessages,
  loadSubscribeMessages,
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

/** `?period=yearly` shows the yearly prices (a link can point at them); monthly otherwise. */
const PERIOD_PARAM = "period";
/** `?resume=1`: the profile's "Resume" opens the resumption's confirmation here, where every checkout is. */
export const RESUME_PARAM = "resume";

export function PricingPage() {
  const { t } = useT();
  useDocumentTitle(t("pricing.page.title"));
  const plan = usePlanRole();
  const purchase = usePurchase();
  const navigate = useNavigate();
  const { outcome } = purchase;
  const confirmUsed = useLatch(purchase.confirming !== null);
  const subscribeUsed = useLatch(purchase.subscribing !== null);
  const checkoutUsed = useLatch(purchase.simulated !== null);
  const mine = useMySubscription();
  const [params, setParams] = useSearchParams();
  const period: BillingPeriod = params.get(PERIOD_PARAM) === "yearly" ? "yearly" : "monthly";
  const setPeriod = (value: BillingPeriod) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "yearly") next.set(PERIOD_PARAM, value);
        else next.delete(PERIOD_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The profile's Resume: once the subscription has answered, the address forgets the request, and a
  // subscription set to end opens its resumption (once: `subscribe` ignores a second call while busy).
  const resumeAsked = params.has(RESUME_PARAM) && mine.data !== undefined;
  const cancelling = mine.data?.cancelAtCycleEnd === true;
  const { subscribe } = purchase;
  useEffect(() => {
    if (!resumeAsked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESUME_PARAM);
        return next;
      },
      { replace: true },
    );
    if (cancelling) subscribe("resume");
  }, [resumeAsked, cancelling, setParams, subscribe]);

  const onSubscribe = (action: SubscribeAction) => {
    if (action.kind === "login") navigate(PRICING_LOGIN);
    else if (action.kind === "resume") purchase.subscribe("resume");
    else if (action.kind === "subscribe") purchase.subscribe(action);
  };

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
              renewsAt={mine.data?.nextChargeAt}
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
        <div className={styles.period}>
          <SegmentedControl
            label={t("pricing.period.label")}
            options={[
              { value: "monthly", label: t("pricing.period.monthly") },
              { value: "yearly", label: t("pricing.period.yearly", { count: 12 - YEARLY_MONTHS }) },
            ]}
            value={period}
            onChange={setPeriod}
          />
        </div>
        <ul className={styles.grid}>
          {PLAN_LIST.map((item) => (
            <li key={item.id}>
              <PlanCard
                plan={item}
                period={period}
                action={planAction(item, plan, now, t)}
                subscribe={subscribeAction(item, period, plan, mine.data, now, t)}
                isCurrent={plan.signedIn && item.id === plan.role}
                processing={purchase.busyPlan === item.id ? purchase.busyKind : null}
                locked={purchase.busyKind !== null}
                onSelect={onSelect}
                onSubscribe={onSubscribe}
              />
            </li>
          ))}
        </ul>
        <PaymentHistory signedIn={plan.signedIn} />
      </Container>
      <Suspense fallback={null}>
        <PricingFaq />
      </Suspense>
      <Suspense fallback={null}>
        {confirmUsed && (
          <PurchaseConfirmDialog
            offer={purchase.confirming}
            onConfirm={purchase.confirm}
            onCancel={purchase.cancelConfirm}
          />
        )}
        {subscribeUsed && (
          <SubscriptionConfirmDialog
            opened={purchase.subscribing}
            onConfirm={purchase.confirmSubscription}
            onCancel={purchase.cancelSubscription}
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
