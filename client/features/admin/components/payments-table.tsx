import { useState } from "react";
import { Link } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CopyableText } from "../../../components/copyable-text";
import { type Column, DataTable, type TableSort } from "../../../components/data-table";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { PlanBadge } from "../../../components/plan-badge";
import { RefreshIcon } from "../../../components/workspace-icons";
import { formatDateTime } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { adminUserPath } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import styles from "./payments-table.module.css";
import { RefundDialog, type RefundTarget } from "./refund-dialog";

/** A row of admin.payments, as the client receives it. */
export type AdminPaymentRow = RouterOutputs["admin"]["payments"]["payments"][number];

interface PaymentsTableProps {
  caption: string;
  payments: readonly AdminPaymentRow[];
  empty: string;
  busy?: boolean;
  sort?: TableSort;
  /** Leaves out the User column (a user's own page). */
  hideUser?: boolean;
}

/**
 * Payments with their whole Razorpay id (copyable) and, on completed ones, a
 * Refund button that asks first: the amount, and that the plan ends.
 */
export function PaymentsTable({ caption, payments, empty, busy, sort, hideUser }: PaymentsTableProps) {
  const { t } = useT();
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: Column<AdminPaymentRow>[] = [
    ...(hideUser
      ? []
      : [
          {
            key: "user",
            header: t("admin.fields.user"),
            primary: true,
            sortKey: "user",
            headerClass: styles.userColumn,
            cell: (payment: AdminPaymentRow) =>
              payment.userId ? (
                <Link to={adminUserPath(payment.userId._id)} className={styles.user}>
                  <span className={styles.userName}>{payment.userId.name}</span>
                  <span className={styles.username}>{`@${payment.userId.username}`}</span>
                </Link>
              ) : (
                // The person erased their account; the payment is kept for accounting (issue #17).
                <span className={styles.muted}>{t("admin.paymentsTable.deletedUser")}</span>
              ),
          },
        ]),
    {
      key: "plan",
      header: t("admin.fields.plan"),
      sortKey: "plan",
      cell: (payment) => <PlanBadge plan={payment.plan} />,
    },
    {
      key: "amount",
      header: t("admin.paymentsTable.amount"),
      numeric: true,
      sortKey: "amount",
      cell: (payment) => <span className={styles.amount}>{formatRupees(payment.amount)}</span>,
    },
    {
      key: "status",
      header: t("admin.fields.status"),
      sortKey: "status",
      cell: (payment) => <PaymentStatusBadge status={payment.status} />,
    },
    {
      key: "paymentId",
      header: t("admin.paymentsTable.paymentId"),
      sortKey: "paymentId",
      headerClass: styles.idColumn,
      cell: (payment) =>
        payment.razorpayPaymentId ? (
          <CopyableText
            text={payment.razorpayPaymentId}
            label={t("admin.paymentsTable.copyId", { id: payment.razorpayPaymentId })}
          />
        ) : (
          // No money moved: say so, and why when the order failed (Razorpay's words or ours).
          <span className={styles.notCharged}>
            <span className={styles.muted}>{t("admin.paymentsTable.notCharged")}</span>
            {payment.failureReason && <span className={styles.reason}>{payment.failureReason}</span>}
          </span>
        ),
    },
    {
      key: "date",
      header: t("admin.paymentsTable.date"),
      sortKey: "createdAt",
      cell: (payment) => (
        <span className={styles.date}>{formatDateTime(payment.createdAt) ?? t("admin.common.notAvailable")}</span>
      ),
    },
    {
      key: "actions",
      header: t("admin.fields.actions"),
      actions: true,
      cell: (payment) =>
        payment.status === "completed" ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<RefreshIcon size={14} />}
            onClick={() => {
              setNotice(null);
              setRefunding(payment);
            }}
            aria-label={
              payment.userId
                ? t("admin.paymentsTable.refundTo", { amount: formatRupees(payment.amount), name: payment.userId.name })
                : t("admin.paymentsTable.refundToDeleted", { amount: formatRupees(payment.amount) })
            }
          >
            {t("admin.paymentsTable.refund")}
          </Button>
        ) : payment.status === "refunded" && payment.refundedAt ? (
          <span className={styles.muted}>
            {t("admin.paymentsTable.refundedOn", { date: formatDateTime(payment.refundedAt) ?? "" })}
          </span>
        ) : null,
    },
  ];

  return (
    <>
      {notice && <Alert tone="success">{notice}</Alert>}
      <DataTable
        caption={caption}
        columns={columns}
        rows={payments}
        rowKey={(payment) => payment._id}
        empty={empty}
        busy={busy}
        sort={sort}
      />
      <RefundDialog
        payment={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(message) => {
          setRefunding(null);
          setNotice(message);
        }}
      />
    </>
  );
}
