import { useState } from "react";
import { PLANS } from "#shared/plans";
import { parseRole } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink, buttonClassName } from "../../../components/button";
import { CancelSubscriptionDialog } from "../../../components/cancel-subscription-dialog";
import { Card } from "../../../components/card";
import { type Column, DataTable } from "../../../components/data-table";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { CalendarIcon } from "../../../components/icons";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { ReceiptLink } from "../../../components/receipt-link";
import {
  SubscriptionStateBadge,
  subscriptionLook,
  useSubscriptionWords,
} from "../../../components/subscription-badges";
import { formatDate, formatLongDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { useCancelSubscription } from "../api/use-cancel-subscription";
import profile from "./profile-page.module.css";
import styles from "./subscription-section.module.css";

type Subscription = NonNullable<RouterOutputs["subscription"]["mine"]>;
type Charge = Subscription["charges"][number];
type Translate = ReturnType<typeof useT>["t"];

/** The pricing page opens a cancelling subscription's resumption from here (pricing-page.tsx, RESUME_PARAM). */
const RESUME_PATH = `${PATHS.pricing}?resume=1`;

/** The subscription's state in one sentence: what renews when, or why it does not. */
function stateText(subscription: Subscription, t: Translate, method: string): string {
  const amount = formatRupees(subscription.amount);
  const look = subscriptionLook(subscription);
  const end = formatLongDate(subscription.currentEnd);
  const next = formatLongDate(subscription.nextChargeAt);
  switch (look) {
    case "active":
      return next
        ? t("profile.subscription.state.active", { date: next, amount, method })
        : t("profile.subscription.state.activeNoDate", { amount, method });
    case "authenticated":
      return t("profile.subscription.state.authenticated", { date: next || end, amount });
    case "cancelling":
      return t("profile.subscription.state.cancelling", { date: end });
    case "pending":
      return t("profile.subscription.state.pending", { date: formatLongDate(subscription.graceUntil) || end });
    case "halted":
      return t("profile.subscription.state.halted");
    case "created":
      return t("profile.subscription.state.created");
    default:
      return t("profile.subscription.state.ended");
  }
}

function useChargeColumns(): Column<Charge>[] {
  const { t } = useT();
  return [
    {
      key: "date",
      header: t("profile.subscription.date"),
      primary: true,
      cell: (charge) => formatDate(charge.paidAt) || "-",
    },
    {
      key: "period",
      header: t("profile.subscription.chargePeriod"),
      cell: (charge) =>
        charge.periodStart && charge.periodEnd
          ? `${formatDate(charge.periodStart)} – ${formatDate(charge.periodEnd)}`
          : "-",
    },
    {
      key: "amount",
      header: t("profile.subscription.amount"),
      numeric: true,
      cell: (charge) => formatRupees(charge.amount),
    },
    {
      key: "status",
      header: t("profile.subscription.status"),
      cell: (charge) => <PaymentStatusBadge status={charge.status} />,
    },
    {
      key: "receipt",
      header: t("profile.subscription.receipt"),
      cell: (charge) =>
        charge.receiptNumber !== null ? (
          <ReceiptLink paymentId={charge.id} receiptNumber={charge.receiptNumber} />
        ) : null,
    },
  ];
}

/**
 * The Account tab's Subscription section (docs/product/subscriptions.md, "Screens"): the state in words, the
 * next charge and its amount, the mandate's payment method, "Cancel auto-renewal" behind a confirmation,
 * "Resume" (a new mandate whose first charge is the current end, opened on the pricing page where every
 * checkout is), and the charges with their receipts.
 */
export function SubscriptionSection({ subscription, className }: { subscription: Subscription; className?: string }) {
  const { t } = useT();
  const words = useSubscriptionWords();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const columns = useChargeColumns();
  const plan = PLANS[parseRole(subscription.plan)].name;
  const look = subscriptionLook(subscription);
  const method = words.method(subscription.method);
  const end = formatLongDate(subscription.currentEnd);
  const renewing = look === "active" || look === "authenticated" || look === "pending";
  const nextCharge = subscription.nextChargeAt
    ? t("profile.subscription.nextChargeValue", {
        amount: formatRupees(subscription.amount),
        date: formatLongDate(subscription.nextChargeAt),
      })
    : t("profile.subscription.noCharge");

  return (
    <Card as="section" aria-labelledby="profile-subscription-title" className={className}>
      <div className={styles.heading}>
        <h2 id="profile-subscription-title" className={profile.cardTitle}>
          <CalendarIcon size={20} />
          {t("profile.subscription.title")}
        </h2>
        <SubscriptionStateBadge look={look} />
      </div>
      <p className={styles.plan}>
        {t("profile.subscription.planPeriod", { plan, period: words.period(subscription.period) })}
      </p>
      <p className={styles.lead}>{stateText(subscription, t, method)}</p>
      {look === "pending" && subscription.failureReason && (
        <p className={styles.reason}>{t("profile.subscription.reason", { reason: subscription.failureReason })}</p>
      )}
      {cancel.isSuccess && look === "cancelling" && (
        <Alert tone="success">{t("profile.subscription.cancelled", { date: end })}</Alert>
      )}
      <DetailList>
        <DetailRow term={t("profile.subscription.nextCharge")}>{nextCharge}</DetailRow>
        <DetailRow term={t("profile.subscription.method")}>{method}</DetailRow>
        {subscription.currentStart && subscription.currentEnd && (
          <DetailRow term={t("profile.subscription.period")}>
            {formatDate(subscription.currentStart)} – {formatDate(subscription.currentEnd)}
          </DetailRow>
        )}
      </DetailList>
      {look === "cancelling" && end && (
        <p className={styles.note}>{t("profile.subscription.resumeNote", { date: end })}</p>
      )}
      <div className={styles.actions}>
        {look === "pending" &&
          (subscription.shortUrl ? (
            <a href={subscription.shortUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({})}>
              {t("profile.subscription.fix")}
            </a>
          ) : null)}
        {look === "cancelling" && <ButtonLink to={RESUME_PATH}>{t("profile.subscription.resume")}</ButtonLink>}
        {(look === "halted" || look === "cancelled" || look === "completed") && (
          <ButtonLink to={PATHS.pricing}>{t("profile.subscription.again")}</ButtonLink>
        )}
        {renewing && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t("profile.subscription.cancel")}
          </Button>
        )}
      </div>
      <h3 className={styles.subheading}>{t("profile.subscription.charges")}</h3>
      <DataTable
        caption={t("profile.subscription.chargesCaption")}
        columns={columns}
        rows={subscription.charges}
        rowKey={(charge) => charge.id}
        empty={<p className={styles.note}>{t("profile.subscription.noCharges")}</p>}
      />
      <CancelSubscriptionDialog
        open={confirming}
        consequence={
          end
            ? t("common.subscription.cancel.own", { plan, date: end })
            : t("common.subscription.cancel.ownNoDate", { plan })
        }
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </Card>
  );
}
