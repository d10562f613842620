import { useSearchParams } from "react-router-dom";
import { SUBSCRIPTION_STATES } from "#shared/subscriptions";
import { type Column, DataTable } from "../../../components/data-table";
import { SelectField } from "../../../components/form-field";
import { AlertIcon, CalendarIcon, CheckCircleIcon, WalletIcon } from "../../../components/icons";
import { SubscriptionStateBadge, useSubscriptionWords } from "../../../components/subscription-badges";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { formatCount } from "../../../lib/format-number";
import { dateTimeFormat, numberFormat } from "../../../lib/i18n/per-locale";
import { useT } from "../../../lib/i18n/use-t";
import type { RouterOutputs } from "../../../lib/trpc";
import { useSubscriptionsList, useSubscriptionsOverview } from "../api/use-admin-subscriptions";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { pageOf } from "../hooks/use-list-params";
import { listTotal } from "../utils/format";
import { AdminList, pagesOfAnswer } from "./admin-list";
import { AdminPage } from "./admin-page";
import styles from "./admin-subscribers-page.module.css";
import { QueryView } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";
import { SubscriptionsTable, useSubscriptionColumns } from "./subscriptions-table";

type Overview = RouterOutputs["admin"]["subscriptions"]["overview"];
type Failed = Overview["failedThisMonth"][number];
type Churn = Overview["churn"][number];
type StateFilter = (typeof SUBSCRIPTION_STATES)[number] | "cancelling";

/** The filter's choices, in the order an administrator looks for them; labels are the states' own words. */
const FILTERS: readonly StateFilter[] = [
  "active",
  "cancelling",
  "pending",
  "halted",
  ...SUBSCRIPTION_STATES.filter((state) => !["active", "pending", "halted"].includes(state)),
];

const isFilter = (value: string | null): value is StateFilter => FILTERS.includes(value as StateFilter);

const monthFormat = dateTimeFormat({ month: "long", year: "numeric", timeZone: "UTC" });
const percentFormat = numberFormat({ style: "percent", maximumFractionDigits: 1 });

/** "2026-11" as the reader's month and year ("November 2026", "नवंबर 2026"). */
function monthName(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return monthFormat().format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)));
}

function FailedTable({ rows }: { rows: readonly Failed[] }) {
  const { t } = useT();
  const columns: Column<Failed>[] = [
    ...useSubscriptionColumns<Failed>(),
    { key: "failedAt", header: t("admin.subscribers.failedAt"), cell: (row) => formatDateTime(row.failedAt) },
    {
      key: "reason",
      header: t("admin.subscribers.reason"),
      cell: (row) => row.reason ?? <span className={styles.muted}>{t("admin.subscribers.noReason")}</span>,
    },
    { key: "state", header: t("admin.subscribers.state"), cell: (row) => <SubscriptionStateBadge look={row.status} /> },
  ];
  return (
    <DataTable
      caption={t("admin.subscribers.failedTitle")}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.subscriptionId}:${row.failedAt}`}
      empty={t("admin.subscribers.failedEmpty")}
    />
  );
}

function ChurnTable({ rows }: { rows: readonly Churn[] }) {
  const { t } = useT();
  const columns: Column<Churn>[] = [
    { key: "month", header: t("admin.subscribers.month"), primary: true, cell: (row) => monthName(row.month) },
    {
      key: "cancellations",
      header: t("admin.subscribers.cancellations"),
      numeric: true,
      cell: (row) => formatCount(row.cancellations),
    },
    {
      key: "active",
      header: t("admin.subscribers.activeAtStart"),
      numeric: true,
      cell: (row) => formatCount(row.activeAtStart),
    },
    {
      key: "rate",
      header: t("admin.subscribers.rate"),
      numeric: true,
      cell: (row) => (row.activeAtStart > 0 ? percentFormat().format(row.cancellations / row.activeAtStart) : "-"),
    },
  ];
  // Newest month first, as every list of the panel reads, from the first month with a subscription in it.
  const first = rows.findIndex((row) => row.cancellations > 0 || row.activeAtStart > 0);
  const shown = first === -1 ? [] : rows.slice(first);
  return (
    <DataTable
      caption={t("admin.subscribers.churnTitle")}
      columns={columns}
      rows={[...shown].reverse()}
      rowKey={(row) => row.month}
      empty={t("admin.subscribers.churnEmpty")}
    />
  );
}

/**
 * /admin/subscribers (docs/product/subscriptions.md, "Screens"): subscriptions by state (cancelling among them),
 * MRR with yearly plans at one twelfth, this month's failed renewals with their reasons, churn per month, and
 * every subscription, filtered by state, each cancellable behind a confirmation.
 */
export function AdminSubscribersPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.subscribers.documentTitle"));
  const words = useSubscriptionWords();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const state = isFilter(stateParam) ? stateParam : "all";
  const page = pageOf(params.get("page"));
  const overview = useSubscriptionsOverview();
  const list = useSubscriptionsList({ state, page });
  const redirecting = useAdminErrorRedirect(overview.error ?? list.error);
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set("page", String(next));
      else copy.delete("page");
      return copy;
    });

  if (redirecting) return null;
  return (
    <AdminPage title={t("admin.subscribers.title")} description={t("admin.subscribers.description")}>
      <QueryView query={overview} loading={t("admin.subscribers.loading")}>
        {(data) => (
          <>
            <StatGrid label={t("admin.subscribers.stats")}>
              <StatCard
                label={t("admin.subscribers.active")}
                value={formatCount(data.byState.active)}
                icon={<CheckCircleIcon size={22} />}
                tone="success"
                note={t("admin.subscribers.activeNote", { count: formatCount(data.byState.cancelling) })}
              />
              <StatCard
                label={t("admin.subscribers.mrr")}
                value={formatRupees(data.mrr)}
                icon={<WalletIcon size={22} />}
                tone="accent"
                note={t("admin.subscribers.mrrNote")}
              />
              <StatCard
                label={t("admin.subscribers.pending")}
                value={formatCount(data.byState.pending)}
                icon={<AlertIcon size={22} />}
                tone="warning"
                note={t("admin.subscribers.pendingNote", { count: formatCount(data.byState.halted) })}
              />
              <StatCard
                label={t("admin.subscribers.failedMonth")}
                value={formatCount(data.failedThisMonth.length)}
                icon={<CalendarIcon size={22} />}
                note={t("admin.subscribers.failedMonthNote")}
              />
            </StatGrid>
            <Panel title={t("admin.subscribers.failedTitle")} description={t("admin.subscribers.failedDescription")}>
              <FailedTable rows={data.failedThisMonth} />
            </Panel>
            <Panel title={t("admin.subscribers.churnTitle")} description={t("admin.subscribers.churnDescription")}>
              <ChurnTable rows={data.churn} />
            </Panel>
          </>
        )}
      </QueryView>
      <Panel
        title={t("admin.subscribers.listTitle")}
        description={
          list.data ? listTotal(t, list.data.total, { filtered: state !== "all", newestFirst: true }) : undefined
        }
      >
        <div className={styles.filters}>
          <SelectField
            label={t("admin.subscribers.stateFilter")}
            name="state"
            value={state}
            onChange={(event) =>
              setParams(() =>
                event.target.value === "all"
                  ? new URLSearchParams()
                  : new URLSearchParams({ state: event.target.value }),
              )
            }
          >
            <option value="all">{t("admin.subscribers.all")}</option>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {overview.data
                  ? t("admin.subscribers.stateCount", {
                      state: words.state(value),
                      count: formatCount(overview.data.byState[value]),
                    })
                  : words.state(value)}
              </option>
            ))}
          </SelectField>
        </div>
        <AdminList
          query={list}
          loading={t("admin.subscribers.loading")}
          pages={pagesOfAnswer("subscriptions", setPage)}
        >
          {(data, busy) => <SubscriptionsTable rows={data.rows} busy={busy} />}
        </AdminList>
      </Panel>
    </AdminPage>
  );
}
