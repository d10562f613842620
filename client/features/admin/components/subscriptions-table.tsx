import { useState } from "react";
import { Link } from "react-router-dom";
import { PLANS } from "#shared/plans";
import { parseRole } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { CancelSubscriptionDialog } from "../../../components/cancel-subscription-dialog";
import { type Column, DataTable } from "../../../components/data-table";
import {
  SubscriptionStateBadge,
  subscriptionLook,
  useSubscriptionWords,
} from "../../../components/subscription-badges";
import { formatDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { adminUserPath } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { useCancelSubscriptionByAdmin } from "../api/use-admin-subscriptions";
import styles from "./admin-subscribers-page.module.css";

export type AdminSubscriptionRow = RouterOutputs["admin"]["subscriptions"]["list"]["rows"][number];

/** Who a subscription belongs to: a link to their page, or a note that the account was erased. */
export function Subscriber({ row }: { row: Pick<AdminSubscriptionRow, "userId" | "userName" | "email"> }) {
  const { t } = useT();
  if (!row.userId) return <span className={styles.muted}>{t("admin.subscribers.deleted")}</span>;
  return (
    <Link to={adminUserPath(row.userId)} className={styles.user}>
      <span className={styles.userName}>{row.userName ?? row.email}</span>
      {row.email && <span className={styles.muted}>{row.email}</span>}
    </Link>
  );
}

type SubscriptionFacts = Pick<AdminSubscriptionRow, "userId" | "userName" | "email" | "plan" | "period" | "amount">;

/** The columns every subscription table of the page starts with: who, plan and period, amount per cycle. */
export function useSubscriptionColumns<T extends SubscriptionFacts>(): Column<T>[] {
  const { t } = useT();
  const words = useSubscriptionWords();
  return [
    {
      key: "subscriber",
      header: t("admin.subscribers.subscriber"),
      primary: true,
      cell: (row: T) => <Subscriber row={row} />,
    },
    {
      key: "plan",
      header: t("admin.subscribers.plan"),
      cell: (row: T) => `${PLANS[parseRole(row.plan)].name}, ${words.period(row.period)}`,
    },
    { key: "amount", header: t("admin.subscribers.amount"), numeric: true, cell: (row: T) => formatRupees(row.amount) },
  ];
}

/** A subscription that still renews or will renew: the ones an administrator can cancel. */
const CANCELLABLE = new Set(["created", "authenticated", "active", "pending", "halted"]);

/**
 * The subscriptions of the Subscribers page: who, which plan and period, the state (cancelling included), the
 * next charge (or the end of a cancelling one), the mandate's method, and Cancel behind a confirmation that
 * says what happens (audited; the plan keeps the days already paid).
 */
export function SubscriptionsTable({ rows, busy }: { rows: readonly AdminSubscriptionRow[]; busy: boolean }) {
  const { t } = useT();
  const words = useSubscriptionWords();
  const cancel = useCancelSubscriptionByAdmin();
  const [target, setTarget] = useState<AdminSubscriptionRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const nameOf = (row: AdminSubscriptionRow) => row.userName ?? row.email ?? t("admin.subscribers.deleted");

  const columns: Column<AdminSubscriptionRow>[] = [
    ...useSubscriptionColumns<AdminSubscriptionRow>(),
    {
      key: "state",
      header: t("admin.subscribers.state"),
      cell: (row) => <SubscriptionStateBadge look={subscriptionLook(row)} />,
    },
    {
      key: "next",
      header: t("admin.subscribers.nextCharge"),
      cell: (row) =>
        row.nextChargeAt
          ? formatDate(row.nextChargeAt)
          : row.currentEnd
            ? t("admin.subscribers.endsOn", { date: formatDate(row.currentEnd) })
            : "-",
    },
    { key: "method", header: t("admin.subscribers.method"), cell: (row) => words.method(row.method) },
    { key: "since", header: t("admin.subscribers.since"), cell: (row) => formatDate(row.createdAt) },
    {
      key: "actions",
      header: t("admin.subscribers.actions"),
      actions: true,
      cell: (row) =>
        CANCELLABLE.has(row.status) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t("admin.subscribers.cancelLabel", { name: nameOf(row) })}
            onClick={() => {
              cancel.reset();
              setDone(null);
              setTarget(row);
            }}
          >
            {t("admin.subscribers.cancel")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {done && <Alert tone="success">{done}</Alert>}
      <DataTable
        caption={t("admin.subscribers.listTitle")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t("admin.subscribers.empty")}
        busy={busy}
      />
      <CancelSubscriptionDialog
        open={target !== null}
        admin
        consequence={
          target
            ? t("common.subscription.cancel.admin", { name: nameOf(target), plan: PLANS[parseRole(target.plan)].name })
            : ""
        }
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => {
          if (!target) return;
          cancel.mutate(
            { id: target.id },
            {
              onSuccess: () => {
                setDone(t("admin.subscribers.cancelled", { name: nameOf(target) }));
                setTarget(null);
              },
            },
          );
        }}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
