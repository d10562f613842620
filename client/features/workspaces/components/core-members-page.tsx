import { useState } from "react";
import { Button } from "../../../components/button";
import { type Column, DataTable } from "../../../components/data-table";
import { PlusIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { ServerError } from "../../../components/server-error";
import { useSession } from "../../../hooks/use-session";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n/use-t";
import {
  type Member,
  useMembers,
  useRemoveMember,
  useSetMemberRole,
  useTransferOwnership,
  type WorkspaceDetail,
} from "../api/use-workspaces";
import { CoreConfirmDialog } from "./core-confirm-dialog";
import { CoreFrame } from "./core-frame";
import { CoreInvitations } from "./core-invitations";
import { CoreInviteDialog } from "./core-invite-dialog";
import { CoreLeave } from "./core-leave";
import styles from "./core-pages.module.css";
import { ROLE_LABEL } from "./core-roles";

/** The catalogue keys of what the members list asks before doing. */
const ASK = {
  remove: {
    title: "workspaces.core.remove.title",
    body: "workspaces.core.remove.body",
    confirm: "workspaces.core.remove.confirm",
    failed: "workspaces.core.remove.failed",
  },
  transfer: {
    title: "workspaces.core.transfer.title",
    body: "workspaces.core.transfer.body",
    confirm: "workspaces.core.transfer.confirm",
    failed: "workspaces.core.transfer.failed",
  },
} as const;

/** /workspaces/:id/members (docs/product/workspaces.md#screens): the members, inviting, roles and removal. */
export function WorkspaceMembersPage() {
  const { t } = useT();
  return <CoreFrame title={t("workspaces.tabs.members")}>{(workspace) => <Members workspace={workspace} />}</CoreFrame>;
}

function Members({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useT();
  const session = useSession();
  const members = useMembers(workspace.id);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [inviting, setInviting] = useState(false);
  // Removing a member and handing them the workspace are asked first, in one dialog.
  const [asking, setAsking] = useState<{ kind: keyof typeof ASK; member: Member } | null>(null);
  const kind = asking?.kind ?? "remove";
  const change = kind === "transfer" ? transfer : remove;
  const ask = (next: keyof typeof ASK, member: Member) => {
    (next === "transfer" ? transfer : remove).reset();
    setAsking({ kind: next, member });
  };
  const manager = workspace.manage !== null;
  const owner = workspace.role === "owner";
  const myId = session.userId ?? "";
  const nameOf = (row: Member) =>
    row.userId === myId ? t("workspaces.core.members.you", { name: row.name }) : row.name;

  const columns: Column<Member>[] = [
    { key: "name", header: t("workspaces.core.members.col.name"), primary: true, cell: nameOf },
    { key: "email", header: t("workspaces.core.members.col.email"), cell: (row) => row.email },
    {
      key: "role",
      header: t("workspaces.core.members.col.role"),
      cell: (row) =>
        owner && row.role !== "owner" ? (
          <select
            className={styles.roleSelect}
            aria-label={t("workspaces.core.members.roleLabel", { name: row.name })}
            value={row.role}
            disabled={setRole.isPending}
            onChange={(event) =>
              setRole.mutate({
                workspaceId: workspace.id,
                memberId: row.userId,
                role: event.target.value === "admin" ? "admin" : "member",
              })
            }
          >
            <option value="member">{t("workspaces.core.role.member")}</option>
            <option value="admin">{t("workspaces.core.role.admin")}</option>
          </select>
        ) : (
          t(ROLE_LABEL[row.role])
        ),
    },
    { key: "joined", header: t("workspaces.core.members.col.joined"), cell: (row) => formatDate(row.joinedAt) },
  ];
  const rows = members.data?.members ?? [];
  // The actions column only when a row has one: the owner's own row has none, and an empty strip says nothing.
  if (manager && rows.some((row) => row.role !== "owner" && row.userId !== myId))
    columns.push({
      key: "actions",
      header: t("workspaces.core.members.col.actions"),
      actions: true,
      cell: (row) =>
        row.role === "owner" || row.userId === myId ? null : (
          <span className={styles.actions}>
            {owner && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("workspaces.core.members.makeOwnerLabel", { name: row.name })}
                onClick={() => ask("transfer", row)}
              >
                {t("workspaces.core.members.makeOwner")}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("workspaces.core.members.removeLabel", { name: row.name })}
              onClick={() => ask("remove", row)}
            >
              {t("workspaces.core.members.remove")}
            </Button>
          </span>
        ),
    });

  return (
    <>
      <section className={styles.section} aria-labelledby="members-heading">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="members-heading" className={styles.sectionTitle}>
              {t("workspaces.tabs.members")}
            </h2>
            {workspace.manage && (
              <p className={styles.muted}>
                {t("workspaces.core.members.seatsLine", { free: workspace.manage.freeSeats, seats: workspace.seats })}
              </p>
            )}
          </div>
          {manager && (
            <Button onClick={() => setInviting(true)}>
              <PlusIcon size={18} />
              {t("workspaces.core.members.invite")}
            </Button>
          )}
        </div>
        {setRole.isError && (
          <ServerError
            error={setRole.error}
            fallback={t("workspaces.core.members.roleFailed")}
            listTitle={t("workspaces.core.problems")}
          />
        )}
        {members.isError ? (
          <LoadFailed title={t("workspaces.core.frame.loadFailed")} query={members} />
        ) : (
          <DataTable
            caption={t("workspaces.core.members.caption", { name: workspace.name })}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.userId}
            empty={t("workspaces.core.members.empty")}
            busy={members.isPending}
          />
        )}
        {!manager && members.data && (
          <p className={styles.muted}>{t("workspaces.core.members.memberNote", { count: members.data.count })}</p>
        )}
      </section>
      {manager && <CoreInvitations workspaceId={workspace.id} />}
      {!manager && <CoreLeave workspace={workspace} />}
      {manager && <CoreInviteDialog workspaceId={workspace.id} open={inviting} onClose={() => setInviting(false)} />}
      <CoreConfirmDialog
        open={asking !== null}
        title={t(ASK[kind].title, { name: asking?.member.name ?? "" })}
        body={t(ASK[kind].body, { name: asking?.member.name ?? "" })}
        confirmLabel={t(ASK[kind].confirm)}
        pending={change.isPending}
        error={change.error}
        failed={t(ASK[kind].failed)}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const input = { workspaceId: workspace.id, memberId: asking.member.userId };
          const done = { onSuccess: () => setAsking(null) };
          if (asking.kind === "transfer") transfer.mutate(input, done);
          else remove.mutate(input, done);
        }}
      />
    </>
  );
}
