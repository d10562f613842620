import { Badge } from "../../../components/badge";
import { type Column, DataTable } from "../../../components/data-table";
import { formatDateTime, formatTime } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { SystemInstance } from "../api/use-system-report";
import styles from "./admin-system-page.module.css";

/** The instances heard from in the last 30 s, each with its queue at its last write. */
export function SystemInstancesTable({ instances }: { instances: readonly SystemInstance[] }) {
  const { t } = useT();
  const columns: Column<SystemInstance>[] = [
    {
      key: "label",
      header: t("admin.system.instance"),
      primary: true,
      cell: (row) => (
        <span className={styles.instanceCell}>
          <span className={styles.modelId}>{row.label}</span>
          {row.current && <Badge tone="info">{t("admin.system.thisInstance")}</Badge>}
        </span>
      ),
    },
    { key: "started", header: t("admin.system.started"), cell: (row) => formatDateTime(row.startedAt) },
    { key: "seen", header: t("admin.system.seen"), cell: (row) => formatTime(row.seenAt) },
    { key: "queued", header: t("admin.system.waiting"), numeric: true, cell: (row) => formatCount(row.queued) },
    {
      key: "slots",
      header: t("admin.system.slots"),
      numeric: true,
      cell: (row) =>
        t("admin.system.ofCapacity", { active: formatCount(row.active), capacity: formatCount(row.capacity) }),
    },
    { key: "streams", header: t("admin.system.streaming"), numeric: true, cell: (row) => formatCount(row.streams) },
  ];
  return (
    <DataTable
      caption={t("admin.system.instancesCaption")}
      columns={columns}
      rows={instances}
      rowKey={(row) => row.id}
      empty={t("admin.system.noInstances")}
    />
  );
}
