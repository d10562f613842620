import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../../components/button";
import { type Column, DataTable, type TableSort } from "../../../components/data-table";
import { EyeIcon, PencilIcon, TrashIcon } from "../../../components/icons";
import { PlanInForceBadge } from "../../../components/plan-badge";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import { adminUserEditPath, adminUserPath } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import styles from "./users-table.module.css";

/** A row of admin.users, as the client receives it. */
export type AdminUserRow = RouterOutputs["admin"]["users"]["users"][number];

interface UsersTableProps {
  caption: string;
  users: readonly AdminUserRow[];
  empty: string;
  busy?: boolean;
  /** Adds a Delete button to each row (the users screen; the dashboard has only View and Edit). */
  onDelete?: (user: AdminUserRow) => void;
  deletingId?: string | null;
  /** Sortable column headers (the users screen). */
  sort?: TableSort;
}

/** Name, Username, Email, Role, Plan Ends, Joined, Last Login ('Never') and the row's actions (docs/product/screens.md). */
export function UsersTable({ caption, users, empty, busy, onDelete, deletingId, sort }: UsersTableProps) {
  const { t } = useT();
  const columns: Column<AdminUserRow>[] = [
    {
      key: "name",
      header: t("admin.fields.name"),
      primary: true,
      sortKey: "name",
      cell: (user) => <span className={styles.name}>{user.name}</span>,
    },
    {
      key: "username",
      header: t("admin.fields.username"),
      sortKey: "username",
      cell: (user) => <span className={styles.muted}>{user.username}</span>,
    },
    {
      key: "email",
      header: t("admin.fields.email"),
      sortKey: "email",
      cell: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      key: "role",
      header: t("admin.fields.role"),
      sortKey: "role",
      cell: (user) => <PlanInForceBadge role={user.role} planExpiresAt={user.planExpiresAt} />,
    },
    {
      key: "planEnds",
      header: t("admin.fields.planEnds"),
      sortKey: "planExpiresAt",
      cell: (user) => <PlanEnds user={user} />,
    },
    {
      key: "joined",
      header: t("admin.fields.joined"),
      sortKey: "createdAt",
      cell: (user) => (
        <span className={styles.date}>{formatDate(user.createdAt) ?? t("admin.common.notAvailable")}</span>
      ),
    },
    {
      key: "lastLogin",
      header: t("admin.fields.lastLogin"),
      sortKey: "lastLogin",
      cell: (user) => <span className={styles.date}>{formatDate(user.lastLogin) ?? t("admin.common.never")}</span>,
    },
    {
      key: "actions",
      header: t("admin.fields.actions"),
      actions: true,
      cell: (user) => (
        <div className={styles.actions}>
          <RowLink
            to={adminUserPath(user._id)}
            icon={<EyeIcon size={14} />}
            action={t("admin.common.view")}
            label={t("admin.common.viewNamed", { name: user.name })}
          />
          <RowLink
            to={adminUserEditPath(user._id)}
            icon={<PencilIcon size={14} />}
            action={t("admin.common.edit")}
            label={t("admin.common.editNamed", { name: user.name })}
          />
          {onDelete && (
            <Button
              variant="danger"
              size="sm"
              icon={<TrashIcon size={14} />}
              busy={deletingId === user._id}
              disabled={Boolean(deletingId)}
              onClick={() => onDelete(user)}
              aria-label={t("admin.common.deleteNamed", { name: user.name })}
              title={t("admin.common.delete")}
            >
              <span className={styles.label}>{t("admin.common.delete")}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      empty={empty}
      busy={busy}
      sort={sort}
    />
  );
}

/** A row's View or Edit: the icon alone where the table is narrow, its name ("Edit Ravi") kept for screen readers. */
function RowLink({ to, icon, action, label }: { to: string; icon: ReactNode; action: string; label: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm" icon={icon} aria-label={label} title={action}>
      <span className={styles.label}>{action}</span>
    </ButtonLink>
  );
}

/** When the paid plan ends, or ended: a lapsed one reads "Ended 23/11/2026" beside its Starter badge. */
function PlanEnds({ user }: { user: AdminUserRow }) {
  const { t } = useT();
  const ends = user.planExpiresAt ? new Date(user.planExpiresAt) : null;
  const date = ends && (formatDate(ends) ?? "");
  const text =
    user.role === "starter"
      ? "—"
      : ends === null
        ? t("admin.usersTable.noEndDate")
        : ends.getTime() <= Date.now()
          ? t("admin.usersTable.ended", { date })
          : date;
  return <span className={styles.date}>{text}</span>;
}
