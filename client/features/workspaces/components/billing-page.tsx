import { useState } from "react";
import { useParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { Container } from "../../../components/container";
import { Dialog } from "../../../components/dialog";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, serverText } from "../../../lib/errors";
import { formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { type SeatsOverview, useSeatsOverview } from "../api/use-seat-billing";
import { type SeatsOutcome, useSeatCheckout } from "../api/use-seat-checkout";
import { AddSeatsForm, BuySeatsForm, RemoveSeatsForm, StopRenewalForm } from "./billing-forms";
import styles from "./billing-page.module.css";
import { BillingPayments } from "./billing-payments";
import { WorkspaceTabs } from "./workspace-tabs";

const PERIOD_KEYS = { monthly: "workspaces.billing.monthly", yearly: "workspaces.billing.yearly" } as const;

/** Seats in force, what uses them, the period and how it renews. */
function Summary({ overview }: { overview: SeatsOverview }) {
  const { t } = useT();
  const period = overview.period ? t(PERIOD_KEYS[overview.period]) : t("workspaces.billing.noPeriod");
  const renews = overview.subscription?.renews === true;
  return (
    <Card as="section" aria-labelledby="seats-summary">
      <h2 id="seats-summary" className={styles.formTitle}>
        {t("workspaces.billing.summary")}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t("workspaces.billing.seatsInForce")}</dt>
          <dd data-testid="seats-in-force">{overview.seats}</dd>
        </div>
        <div>
          <dt>{t("workspaces.billing.inUse")}</dt>
          <dd>{t("workspaces.billing.inUseValue", { members: overview.members, pending: overview.pending })}</dd>
        </div>
        <div>
          <dt>{t("workspaces.billing.period")}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{renews ? t("workspaces.billing.renewsOn") : t("workspaces.billing.paidUntil")}</dt>
          <dd>{overview.paidUntil ? formatLongDate(overview.paidUntil) : t("workspaces.billing.notPaid")}</dd>
        </div>
        {overview.inForce && (
          <div>
            <dt>{t("workspaces.billing.renewal")}</dt>
            <dd>
              {renews
                ? t("workspaces.billing.bySubscription")
                : t(overview.subscription ? "workspaces.billing.renewalOff" : "workspaces.billing.oneOff")}
            </dd>
          </div>
        )}
        {overview.seatsNext !== null && (
          <div>
            <dt>{t("workspaces.billing.seatsNext")}</dt>
            <dd>{overview.seatsNext}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** A renewal Razorpay is retrying: how long the seats keep working, and where to fix the payment method. */
function RenewalFailed({ overview }: { overview: SeatsOverview }) {
  const { t } = useT();
  const subscription = overview.subscription;
  if (subscription?.status !== "pending" || !overview.paidUntil) return null;
  return (
    <Alert tone="warning" title={t("workspaces.billing.renewalFailedTitle")}>
      {t("workspaces.billing.renewalFailed", { date: formatLongDate(overview.paidUntil) })}{" "}
      {subscription.fixUrl && (
        <a href={subscription.fixUrl} target="_blank" rel="noreferrer">
          {t("workspaces.billing.renewalFix")}
        </a>
      )}
    </Alert>
  );
}

/** How the last checkout ended, in the reader's language. */
function Outcome({ outcome }: { outcome: SeatsOutcome | null }) {
  const { t } = useT();
  if (!outcome) return null;
  if (outcome.kind === "paid")
    return (
      <Alert tone="success" title={t("workspaces.billing.paid", { seats: outcome.seats })}>
        {null}
      </Alert>
    );
  const fallback = outcome.reason === "blocked" ? t("workspaces.billing.blocked") : t("workspaces.billing.failed");
  return <Alert tone="danger">{outcome.error ? errorMessage(outcome.error, fallback) : fallback}</Alert>;
}

/**
 * /workspaces/:workspaceId/billing (docs/product/workspaces.md#buying-seats): the seats in force and their use, the
 * period and its end, buying (subscription or one-off, the total shown before paying), adding seats at the prorated
 * price, fewer seats from the renewal, and the payments with their invoices. Owners and admins only (the server
 * answers 403 to members and 404 to anyone else).
 */
export function WorkspaceBillingPage() {
  const { t } = useT();
  const { workspaceId = "" } = useParams();
  const overview = useSeatsOverview(workspaceId);
  const [outcome, setOutcome] = useState<SeatsOutcome | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const name = overview.data?.name ?? "";
  useDocumentTitle(t("workspaces.billing.documentTitle", { name }));
  const checkout = useSeatCheckout(workspaceId, t("workspaces.billing.checkoutDescription", { name }), setOutcome);
  const pay = (opened: Parameters<typeof checkout.open>[0]) => {
    setOutcome(null);
    void checkout.open(opened);
  };

  if (overview.isPending) return <LoadingState message={t("workspaces.billing.loading")} />;
  if (overview.isError)
    return (
      <Container className={styles.page}>
        <LoadFailed title={errorMessage(overview.error, t("workspaces.billing.loadFailed"))} query={overview} />
      </Container>
    );
  const data = overview.data;
  const subscribed = data.subscription?.renews === true;
  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{data.name}</h1>
        <WorkspaceTabs workspaceId={workspaceId} />
      </div>
      <h2 className={styles.formTitle}>{t("workspaces.billing.heading")}</h2>
      {data.suspended && <Alert tone="danger">{t("workspaces.billing.suspended")}</Alert>}
      <RenewalFailed overview={data} />
      <Outcome outcome={outcome} />
      {stopped && <Alert tone="success">{serverText(stopped)}</Alert>}
      <Summary overview={data} />
      {!data.suspended && (
        <div className={styles.forms}>
          {!subscribed && (
            <Card>
              <BuySeatsForm overview={data} pay={pay} />
            </Card>
          )}
          {data.inForce && (
            <Card>
              <AddSeatsForm overview={data} pay={pay} />
            </Card>
          )}
          {data.inForce && (
            <Card>
              <RemoveSeatsForm overview={data} />
            </Card>
          )}
          {data.subscription && (
            <Card>
              <StopRenewalForm overview={data} onStopped={setStopped} />
            </Card>
          )}
        </div>
      )}
      <Card as="section" aria-labelledby="seat-payments">
        <h2 id="seat-payments" className={styles.formTitle}>
          {t("workspaces.billing.paymentsTitle")}
        </h2>
        <BillingPayments payments={data.payments} />
      </Card>
      <Dialog
        open={checkout.simulated !== null}
        onClose={checkout.cancelSimulated}
        title={t("workspaces.billing.checkoutTitle")}
        description={t("workspaces.billing.checkoutAmount", { amount: formatRupees(checkout.simulated?.amount ?? 0) })}
        footer={
          <>
            <Button variant="ghost" onClick={checkout.cancelSimulated}>
              {t("workspaces.billing.checkoutCancel")}
            </Button>
            <Button variant="danger" onClick={() => void checkout.settleSimulated("failure")}>
              {t("workspaces.billing.checkoutFail")}
            </Button>
            <Button onClick={() => void checkout.settleSimulated("success")}>
              {t("workspaces.billing.checkoutPay")}
            </Button>
          </>
        }
      >
        <Alert tone="warning">{t("workspaces.billing.checkoutWarning")}</Alert>
      </Dialog>
    </Container>
  );
}
