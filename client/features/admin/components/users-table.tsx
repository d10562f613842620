import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../../components/button";
import { type Column, DataTable, type TableSort } from "../../../components/data-table";
import { EyeIcon, PencilIcon, TrashIcon } from "../../../components/icons";
import { PlanInForceBadge } from "../../../components/plan-badge";
import { formatDate } from "../../../lib/format-date";
import { adminUserEditPath, adminUserPath } from "../../../lib/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { ADMIN_TEXT } from "../utils/messages";
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
  const columns: Column<AdminUserRow>[] = [
    {
      key: "name",
      header: "Name",
      primary: true,
      sortKey: "name",
      cell: (user) => <span className={styles.name}>{user.name}</span>,
    },
    {
      key: "username",
      header: "Username",
      sortKey: "username",
      cell: (user) => <span className={styles.muted}>{user.username}</span>,
    },
    {
      key: "email",
      header: "Email",
      sortKey: "email",
      cell: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      key: "role",
      header: "Role",
      sortKey: "role",
      cell: (user) => <PlanInForceBadge role={user.role} planExpiresAt={user.planExpiresAt} />,
    },
    { key: "planEnds", header: "Plan Ends", sortKey: "planExpiresAt", cell: (user) => <PlanEnds user={user} /> },
    {
      key: "joined",
      header: "Joined",
      sortKey: "createdAt",
      cell: (user) => <span className={styles.date}>{formatDate(user.createdAt) ?? ADMIN_TEXT.notAvailable}</span>,
    },
    {
      key: "lastLogin",
      header: "Last Login",
      sortKey: "lastLogin",
      cell: (user) => <span className={styles.date}>{formatDate(user.lastLogin) ?? ADMIN_TEXT.never}</span>,
    },
    {
      key: "actions",
      header: "Actions",
      actions: true,
      cell: (user) => (
        <div className={styles.actions}>
          <RowLink to={adminUserPath(user._id)} icon={<EyeIcon size={14} />} action="View" name={user.name} />
          <RowLink to={adminUserEditPath(user._id)} icon={<PencilIcon size={14} />} action="Edit" name={user.name} />
          {onDelete && (
            <Button
              variant="danger"
              size="sm"
              icon={<TrashIcon size={14} />}
              busy={deletingId === user._id}
              disabled={Boolean(deletingId)}
              onClick={() => onDelete(user)}
              aria-label={`Delete ${user.name}`}
              title="Delete"
            >
              <span className={styles.label}>Delete</span>
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

/** A row's View or Edit: the icon alone where the table is narrow, its name kept for screen readers. */
function RowLink({ to, icon, action, name }: { to: string; icon: ReactNode; action: string; name: string }) {
  return (
    <ButtonLink to={to} variant="secondary" size="sm" icon={icon} aria-label={`${action} ${name}`} title={action}>
      <span className={styles.label}>{action}</span>
    </ButtonLink>
  );
}

/** When the paid plan ends, or ended: a lapsed one reads "Ended 23/11/2026" beside its Starter badge. */
function PlanEnds({ user }: { user: AdminUserRow }) {
  const ends = user.planExpiresAt ? new Date(user.planExpiresAt) : null;
  const text =
    user.role === "starter"
      ? "—"
      : ends === null
        ? "No end date"
        : `${ends.getTime() <= Date.now() ? "Ended " : ""}${formatDate(ends)}`;
  return <span className={styles.date}>{text}</span>;
}
