import { Badge, type BadgeTone } from "../../../components/badge";
import { type Column, DataTable } from "../../../components/data-table";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import type { RouterOutputs } from "../../../lib/trpc";
import { useAuditLog } from "../api/use-admin-inbox";
import { useInboxPage } from "../hooks/use-inbox-page";
import { type Change, changesOf } from "../utils/audit";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-audit-page.module.css";
import { AdminPage } from "./admin-page";
import { InboxPanel } from "./inbox-panel";

/** Creations read green, deletions red, everything else neutral. */
function actionTone(action: string): BadgeTone {
  const lower = action.toLowerCase();
  if (/(delete|remove)/.test(lower)) return "danger";
  if (/(create|add)/.test(lower)) return "success";
  if (/(update|edit|change)/.test(lower)) return "info";
  return "neutral";
}

function ChangeList({ changes }: { changes: Change[] }) {
  if (changes.length === 0) return <span className={styles.muted}>No field changes recorded</span>;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        {changes.length} {changes.length === 1 ? "field" : "fields"}
      </summary>
      <dl className={styles.changes}>
        {changes.map((change) => (
          <div key={change.field} className={styles.change}>
            <dt>{change.field}</dt>
            <dd>
              {change.before !== undefined && <del className={styles.before}>{change.before}</del>}
              {change.before !== undefined && change.after !== undefined && (
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              )}
              {change.after !== undefined && <ins className={styles.after}>{change.after}</ins>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

type AuditEntry = RouterOutputs["admin"]["auditLog"]["entries"][number];

const COLUMNS: Column<AuditEntry>[] = [
  {
    key: "when",
    header: "When",
    primary: true,
    cell: (entry) => <span className={styles.when}>{formatDateTime(entry.createdAt) ?? ADMIN_TEXT.notAvailable}</span>,
  },
  { key: "admin", header: "Admin", cell: (entry) => entry.adminName || ADMIN_TEXT.notAvailable },
  {
    key: "action",
    header: "Action",
    cell: (entry) => <Badge tone={actionTone(entry.action)}>{entry.action}</Badge>,
  },
  {
    key: "entity",
    header: "Record",
    cell: (entry) => (
      <span className={styles.entity}>
        <span>{entry.entity}</span>
        {entry.entityName ? (
          <span className={styles.entityName} title={entry.entityId ?? undefined}>
            {entry.entityName}
          </span>
        ) : (
          entry.entityId && <span className={styles.entityId}>{entry.entityId}</span>
        )}
      </span>
    ),
  },
  { key: "changes", header: "Changes", cell: (entry) => <ChangeList changes={changesOf(entry.before, entry.after)} /> },
];

/** /admin/audit: every change made in the admin panel, who made it and when, newest first. */
export function AdminAuditPage() {
  useDocumentTitle("Audit Log · Admin");
  const inbox = useInboxPage();
  const log = useAuditLog(inbox.page);

  return (
    <AdminPage title="Audit Log" description="Every change made in the admin panel: who, what and when.">
      <InboxPanel
        title="Entries"
        nouns={["entry", "entries"]}
        query={log}
        pages={inbox.pages}
        loading="Loading the audit log..."
      >
        {(data, busy) => (
          <DataTable
            caption="Audit log"
            columns={COLUMNS}
            rows={data.entries}
            rowKey={(entry) => entry.id}
            empty="Nothing has been changed yet."
            alignTop
            busy={busy}
          />
        )}
      </InboxPanel>
    </AdminPage>
  );
}
