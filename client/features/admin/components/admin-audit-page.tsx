import { Badge, type BadgeTone } from "../../../components/badge";
import { type Column, DataTable } from "../../../components/data-table";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatDateTime } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { RouterOutputs } from "../../../lib/trpc";
import { useAuditLog } from "../api/use-admin-inbox";
import { useInboxPage } from "../hooks/use-inbox-page";
import { type Change, changesOf } from "../utils/audit";
import type { Translate } from "../utils/format";
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

/** Between a field's old and new value: a picture of "became", hidden from screen readers (del and ins say it). */
const ARROW = "→";

function ChangeList({ changes }: { changes: Change[] }) {
  const { t } = useT();
  if (changes.length === 0) return <span className={styles.muted}>{t("admin.audit.noChanges")}</span>;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        {t("admin.audit.fields", { count: changes.length, shown: formatCount(changes.length) })}
      </summary>
      <dl className={styles.changes}>
        {changes.map((change) => (
          <div key={change.field} className={styles.change}>
            <dt>{change.field}</dt>
            <dd>
              {change.before !== undefined && <del className={styles.before}>{change.before}</del>}
              {change.before !== undefined && change.after !== undefined && (
                <span className={styles.arrow} aria-hidden="true">
                  {ARROW}
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

const columns = (t: Translate): Column<AuditEntry>[] => [
  {
    key: "when",
    header: t("admin.audit.when"),
    primary: true,
    cell: (entry) => (
      <span className={styles.when}>{formatDateTime(entry.createdAt) ?? t("admin.common.notAvailable")}</span>
    ),
  },
  { key: "admin", header: t("admin.audit.admin"), cell: (entry) => entry.adminName || t("admin.common.notAvailable") },
  {
    key: "action",
    header: t("admin.audit.action"),
    cell: (entry) => <Badge tone={actionTone(entry.action)}>{entry.action}</Badge>,
  },
  {
    key: "entity",
    header: t("admin.audit.record"),
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
  {
    key: "changes",
    header: t("admin.audit.changes"),
    cell: (entry) => <ChangeList changes={changesOf(entry.before, entry.after)} />,
  },
];

/** /admin/audit: every change made in the admin panel, who made it and when, newest first. */
export function AdminAuditPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.audit.documentTitle"));
  const inbox = useInboxPage();
  const log = useAuditLog(inbox.page);

  return (
    <AdminPage title={t("admin.audit.title")} description={t("admin.audit.description")}>
      <InboxPanel
        title={t("admin.audit.entries")}
        noun="entries"
        query={log}
        pages={inbox.pages}
        loading={t("admin.audit.loading")}
      >
        {(data, busy) => (
          <DataTable
            caption={t("admin.audit.caption")}
            columns={columns(t)}
            rows={data.entries}
            rowKey={(entry) => entry.id}
            empty={t("admin.audit.empty")}
            alignTop
            busy={busy}
          />
        )}
      </InboxPanel>
    </AdminPage>
  );
}
