import { Card } from "../../../components/card";
import { type Column, DataTable } from "../../../components/data-table";
import { formatCount, formatWebApiSplit } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { WorkspaceUsage } from "../api/use-workspace-usage";
import styles from "./usage.module.css";

type ModelRow = WorkspaceUsage["models"][number];

// Headers are catalogue keys (the profile's usage tables' own), translated where the table renders.
const COLUMNS: readonly Column<ModelRow>[] = [
  { key: "model", header: "common.usage.model", primary: true, cell: (row) => row.modelName },
  { key: "messages", header: "common.usage.replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "split", header: "common.usage.webApi", numeric: true, cell: formatWebApiSplit },
  { key: "tokensIn", header: "common.usage.tokensIn", numeric: true, cell: (row) => formatCount(row.tokensIn) },
  { key: "tokensOut", header: "common.usage.tokensOut", numeric: true, cell: (row) => formatCount(row.tokensOut) },
  { key: "credits", header: "common.usage.credits", numeric: true, cell: (row) => formatCount(row.credits) },
];

/** Replies, tokens and credits per model over the range (only the viewer's own for a member). */
export function UsageModelsTable({ usage }: { usage: WorkspaceUsage }) {
  const { t } = useT();
  return (
    <Card as="section" aria-labelledby="workspace-usage-models">
      <h2 id="workspace-usage-models" className={styles.cardTitle}>
        {t("workspaces.usage.models.title")}
      </h2>
      <DataTable
        caption={t("workspaces.usage.models.caption")}
        columns={COLUMNS.map((column) => ({ ...column, header: t(column.header) }))}
        rows={usage.models}
        rowKey={(row) => row.model}
        empty={t("common.usage.noReplies")}
      />
    </Card>
  );
}
