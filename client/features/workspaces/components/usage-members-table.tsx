import { useState } from "react";
import { Badge } from "../../../components/badge";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { type Column, DataTable } from "../../../components/data-table";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { WorkspaceUsage, WorkspaceUsageMember } from "../api/use-workspace-usage";
import styles from "./usage.module.css";
import { MemberCapDialog } from "./usage-member-cap-dialog";

type T = ReturnType<typeof useT>["t"];

function capText(member: WorkspaceUsageMember, t: T) {
  if (member.role === null) return t("workspaces.usage.members.left");
  if (member.cap === null) return t("workspaces.usage.noCap");
  return t(member.dailyCap === null ? "workspaces.usage.members.capWorkspace" : "workspaces.usage.members.capOwn", {
    cap: formatCount(member.cap),
  });
}

function todayCell(member: WorkspaceUsageMember, t: T) {
  const used = formatCount(member.usedToday);
  return (
    <span className={styles.today}>
      {member.cap === null ? used : t("workspaces.usage.members.todayOfCap", { used, cap: formatCount(member.cap) })}
      {member.atCap ? <Badge tone="warning">{t("workspaces.usage.members.atCap")}</Badge> : null}
    </span>
  );
}

/**
 * Each member's use over the range and today against their cap: every member for owners and admins (name and
 * e-mail, with a button for the member's own cap), one row for a member.
 */
export function UsageMembersTable({ usage }: { usage: WorkspaceUsage }) {
  const { t } = useT();
  const [editing, setEditing] = useState<WorkspaceUsageMember | null>(null);
  const columns: Column<WorkspaceUsageMember>[] = [
    {
      key: "member",
      header: t("workspaces.usage.members.member"),
      primary: true,
      cell: (member) => (
        <span className={styles.person}>
          <span>{member.name}</span>
          <span className={styles.email}>{member.email}</span>
        </span>
      ),
    },
    {
      key: "messages",
      header: t("common.usage.replies"),
      numeric: true,
      cell: (member) => formatCount(member.messages),
    },
    {
      key: "tokens",
      header: `${t("common.usage.tokensIn")} / ${t("common.usage.tokensOut")}`,
      numeric: true,
      cell: (member) => `${formatCount(member.tokensIn)} / ${formatCount(member.tokensOut)}`,
    },
    { key: "credits", header: t("common.usage.credits"), numeric: true, cell: (member) => formatCount(member.credits) },
    {
      key: "today",
      header: t("workspaces.usage.members.today"),
      numeric: true,
      cell: (member) => todayCell(member, t),
    },
    { key: "cap", header: t("workspaces.usage.members.cap"), cell: (member) => capText(member, t) },
  ];
  if (usage.manage)
    columns.push({
      key: "actions",
      header: t("workspaces.usage.members.actions"),
      actions: true,
      cell: (member) =>
        member.role === null ? null : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(member)}>
            {t("workspaces.usage.members.edit")}
            {/* The visible words stay the start of the name, so voice control finds the button by them. */}
            <span className="visually-hidden"> {t("workspaces.usage.members.editFor", { name: member.name })}</span>
          </Button>
        ),
    });

  return (
    <Card as="section" aria-labelledby="workspace-usage-members">
      <h2 id="workspace-usage-members" className={styles.cardTitle}>
        {t(usage.manage ? "workspaces.usage.members.title" : "workspaces.usage.members.titleSelf")}
      </h2>
      <DataTable
        caption={t("workspaces.usage.members.caption")}
        columns={columns}
        rows={usage.members}
        rowKey={(member) => member.userId}
        empty={t("workspaces.usage.members.empty")}
      />
      {editing ? (
        <MemberCapDialog
          workspaceId={usage.workspace.id}
          member={editing}
          workspaceCap={usage.caps.memberDailyCap}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
