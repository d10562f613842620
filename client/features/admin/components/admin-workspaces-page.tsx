import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/alert";
import { Badge, type BadgeTone } from "../../../components/badge";
import { Button } from "../../../components/button";
import { type Column, DataTable } from "../../../components/data-table";
import { Dialog } from "../../../components/dialog";
import { TextField } from "../../../components/form-field";
import { LayersIcon } from "../../../components/icons";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { formatDate } from "../../../lib/format-date";
import { formatRupees } from "../../../lib/format-money";
import { useT } from "../../../lib/i18n/use-t";
import { type RouterOutputs, useTRPC } from "../../../lib/trpc";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { listTotal } from "../utils/format";
import { AdminList, pagesOfAnswer } from "./admin-list";
import { AdminPage } from "./admin-page";
import styles from "./admin-workspaces-page.module.css";
import listStyles from "./list-filters.module.css";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";

type Row = RouterOutputs["admin"]["workspaces"]["workspaces"][number];

const PAGE_SIZE = 20;
const STATUS_KEYS: Record<Row["status"], string> = {
  active: "admin.workspaces.status.active",
  suspended: "admin.workspaces.status.suspended",
  lapsed: "admin.workspaces.status.lapsed",
  unpaid: "admin.workspaces.status.unpaid",
};
const PERIOD_KEYS = { monthly: "admin.workspaces.monthly", yearly: "admin.workspaces.yearly" } as const;
const TONES: Record<Row["status"], BadgeTone> = {
  active: "success",
  suspended: "danger",
  lapsed: "warning",
  unpaid: "neutral",
};

/** Suspend (with a reason) and restore: audited on the server; the list and the figures are fetched again. */
function useWorkspaceStanding() {
  const refetch =
    (trpc: ReturnType<typeof useTRPC>, queryClient: import("@tanstack/react-query").QueryClient) => () => {
      for (const queryKey of [
        trpc.admin.workspaces.queryKey(),
        trpc.admin.billingStats.queryKey(),
        trpc.admin.auditLog.queryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    };
  const suspend = useCacheMutation((trpc, queryClient) =>
    trpc.admin.suspendWorkspace.mutationOptions({ onSuccess: refetch(trpc, queryClient) }),
  );
  const restore = useCacheMutation((trpc, queryClient) =>
    trpc.admin.restoreWorkspace.mutationOptions({ onSuccess: refetch(trpc, queryClient) }),
  );
  return { suspend, restore };
}

/**
 * /admin/workspaces (docs/product/workspaces.md#our-admin): every workspace with its owner, seats in force, members,
 * pending invitations, period, paid-until, standing and MRR, searched by name or owner's e-mail with pages, the total
 * workspace MRR, and suspending (with a reason) or restoring one.
 */
export function AdminWorkspacesPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.workspaces.documentTitle"));
  const trpc = useTRPC();
  const list = useListParams("status", []);
  const { q, page } = list;
  const workspaces = useQuery({
    ...trpc.admin.workspaces.queryOptions({ q: q || undefined, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const redirecting = useAdminErrorRedirect(workspaces.error);
  const { suspend, restore } = useWorkspaceStanding();
  const [suspending, setSuspending] = useState<Row | null>(null);
  const [reason, setReason] = useState("");
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);

  const onRestore = (row: Row) =>
    restore.mutate(
      { id: row.id },
      {
        onSuccess: () => setNotice({ tone: "success", text: t("admin.workspaces.restored", { name: row.name }) }),
        onError: (error) => setNotice({ tone: "danger", text: errorMessage(error, t("admin.workspaces.failed")) }),
      },
    );
  const onSuspend = (event: FormEvent) => {
    event.preventDefault();
    if (!suspending) return;
    const row = suspending;
    suspend.mutate(
      { id: row.id, reason },
      {
        onSuccess: () => {
          setSuspending(null);
          setReason("");
          setNotice({ tone: "success", text: t("admin.workspaces.suspended", { name: row.name }) });
        },
      },
    );
  };

  const columns: Column<Row>[] = [
    { key: "name", header: t("admin.workspaces.name"), primary: true, cell: (row) => row.name },
    { key: "owner", header: t("admin.workspaces.owner"), cell: (row) => row.ownerEmail ?? t("admin.workspaces.none") },
    { key: "seats", header: t("admin.workspaces.seats"), numeric: true, cell: (row) => row.seats },
    {
      key: "members",
      header: t("admin.workspaces.members"),
      cell: (row) => t("admin.workspaces.membersValue", { members: row.members, pending: row.pending }),
    },
    {
      key: "period",
      header: t("admin.workspaces.period"),
      cell: (row) =>
        row.period
          ? t("admin.workspaces.periodValue", {
              period: t(PERIOD_KEYS[row.period]),
              until: row.paidUntil ? formatDate(row.paidUntil) : t("admin.workspaces.none"),
            })
          : t("admin.workspaces.none"),
    },
    {
      key: "status",
      header: t("admin.workspaces.status"),
      cell: (row) => <Badge tone={TONES[row.status]}>{t(STATUS_KEYS[row.status])}</Badge>,
    },
    { key: "mrr", header: t("admin.workspaces.mrrColumn"), numeric: true, cell: (row) => formatRupees(row.mrr) },
    {
      key: "actions",
      header: t("admin.workspaces.actions"),
      actions: true,
      cell: (row) =>
        row.status === "suspended" ? (
          <Button size="sm" variant="secondary" onClick={() => onRestore(row)} busy={restore.isPending}>
            {t("admin.workspaces.restore")}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setSuspending(row)}>
            {t("admin.workspaces.suspend")}
          </Button>
        ),
    },
  ];

  return (
    <AdminPage title={t("admin.workspaces.title")} description={t("admin.workspaces.description")}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {workspaces.data && (
        <StatGrid label={t("admin.workspaces.mrr")}>
          <StatCard
            label={t("admin.workspaces.mrr")}
            value={formatRupees(workspaces.data.mrr)}
            icon={<LayersIcon size={22} />}
            tone="success"
            note={t("admin.workspaces.mrrNote")}
          />
        </StatGrid>
      )}
      <Panel
        title={t("admin.workspaces.heading")}
        description={workspaces.data ? listTotal(t, workspaces.data.total, { filtered: Boolean(q) }) : undefined}
      >
        <search className={listStyles.filters}>
          <TextField
            label={t("admin.list.search")}
            type="search"
            name="q"
            placeholder={t("admin.workspaces.searchPlaceholder")}
            autoComplete="off"
            spellCheck={false}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            className={listStyles.searchField}
          />
        </search>
        {!redirecting && (
          <AdminList
            query={workspaces}
            loading={t("admin.workspaces.loading")}
            pages={pagesOfAnswer("workspaces", list.setPage)}
          >
            {(data, busy) => (
              <DataTable
                caption={t("admin.workspaces.heading")}
                columns={columns}
                rows={data.workspaces}
                rowKey={(row) => row.id}
                empty={q ? t("admin.workspaces.noMatch") : t("admin.workspaces.empty")}
                busy={busy}
              />
            )}
          </AdminList>
        )}
      </Panel>
      <Dialog
        open={suspending !== null}
        onClose={() => setSuspending(null)}
        title={t("admin.workspaces.suspendTitle", { name: suspending?.name ?? "" })}
        description={t("admin.workspaces.suspendDescription")}
      >
        <form onSubmit={onSuspend} className={styles.dialogForm}>
          {suspend.error && <Alert tone="danger">{errorMessage(suspend.error, t("admin.workspaces.failed"))}</Alert>}
          <TextField
            label={t("admin.workspaces.reason")}
            value={reason}
            maxLength={500}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles.dialogActions}>
            <Button variant="ghost" type="button" onClick={() => setSuspending(null)}>
              {t("admin.workspaces.cancel")}
            </Button>
            <Button variant="danger" type="submit" busy={suspend.isPending}>
              {t("admin.workspaces.suspend")}
            </Button>
          </div>
        </form>
      </Dialog>
    </AdminPage>
  );
}
