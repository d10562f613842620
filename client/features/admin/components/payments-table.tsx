import { useState } from "react";
import { Link } from "react-router-dom";
import { DELETED_USER_LABEL } from "#shared/account";
import { PAYMENT_TEXT } from "#shared/payment";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CopyableText } from "../../../components/copyable-text";
import { type Column, DataTable, type TableSort } from "../../../components/data-table";
import { PaymentStatusBadge } from "../../../components/payment-status-badge";
import { PlanBadge } from "../../../components/plan-badge";
import { RefreshIcon } from "../../../components/workspace-icons";
import { formatDateTime } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { adminUserPath } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { ADMIN_TEXT } from "../utils/messages";
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
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: Column<AdminPaymentRow>[] = [
    ...(hideUser
      ? []
      : [
          {
            key: "user",
            header: "User",
            primary: true,
            sortKey: "user",
            headerClass: styles.userColumn,
            cell: (payment: AdminPaymentRow) =>
              payment.userId ? (
                <Link to={adminUserPath(payment.userId._id)} className={styles.user}>
                  <span className={styles.userName}>{payment.userId.name}</span>
                  <span className={styles.username}>@{payment.userId.username}</span>
                </Link>
              ) : (
                // The person erased their account; the payment is kept for accounting (issue #17).
                <span className={styles.muted}>{DELETED_USER_LABEL}</span>
              ),
          },
        ]),
    { key: "plan", header: "Plan", sortKey: "plan", cell: (payment) => <PlanBadge plan={payment.plan} /> },
    {
      key: "amount",
      header: "Amount",
      numeric: true,
      sortKey: "amount",
      cell: (payment) => <span className={styles.amount}>{formatRupees(payment.amount)}</span>,
    },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      cell: (payment) => <PaymentStatusBadge status={payment.status} />,
    },
    {
      key: "paymentId",
      header: "Payment ID",
      sortKey: "paymentId",
      headerClass: styles.idColumn,
      cell: (payment) =>
        payment.razorpayPaymentId ? (
          <CopyableText text={payment.razorpayPaymentId} label={`Copy payment ID ${payment.razorpayPaymentId}`} />
        ) : (
          // No money moved: say so, and why when the order failed (Razorpay's words or ours).
          <span className={styles.notCharged}>
            <span className={styles.muted}>{PAYMENT_TEXT.notCharged}</span>
            {payment.failureReason && <span className={styles.reason}>{payment.failureReason}</span>}
          </span>
        ),
    },
    {
      key: "date",
      header: "Date",
      sortKey: "createdAt",
      cell: (payment) => (
        <span className={styles.date}>{formatDateTime(payment.createdAt) ?? ADMIN_TEXT.notAvailable}</span>
      ),
    },
    {
      key: "actions",
      header: "Actions",
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
            aria-label={`Refund ${formatRupees(payment.amount)} to ${payment.userId?.name ?? DELETED_USER_LABEL.toLowerCase()}`}
          >
            Refund
          </Button>
        ) : payment.status === "refunded" && payment.refundedAt ? (
          <span className={styles.muted}>Refunded {formatDateTime(payment.refundedAt)}</span>
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
