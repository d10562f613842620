import { formatCount, formatWebApiSplit } from "../lib/format-number";
import { useT } from "../lib/i18n/use-t";
import type { RouterOutputs } from "../lib/trpc";
import { type Column, DataTable } from "./data-table";

// A period of use, as the person's own usage tab and the admin's view of a user both show it.
type Usage = RouterOutputs["usage"]["history"];

// Headers and empty texts are catalogue keys, translated where the table renders.
const creditsColumn: Column<{ credits: number }> = {
  key: "credits",
  header: "common.usage.credits",
  numeric: true,
  cell: (row) => formatCount(row.credits),
};

const modelColumns: readonly Column<Usage["models"][number]>[] = [
  { key: "model", header: "common.usage.model", primary: true, cell: (row) => row.modelName },
  { key: "messages", header: "common.usage.replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "split", header: "common.usage.webApi", numeric: true, cell: formatWebApiSplit },
  { key: "tokensIn", header: "common.usage.tokensIn", numeric: true, cell: (row) => formatCount(row.tokensIn) },
  { key: "tokensOut", header: "common.usage.tokensOut", numeric: true, cell: (row) => formatCount(row.tokensOut) },
  creditsColumn,
];

const apiKeyColumns: readonly Column<Usage["apiKeys"][number]>[] = [
  { key: "name", header: "common.apiKeys.key", primary: true, cell: (row) => `${row.name} (${row.prefix}…)` },
  { key: "requests", header: "common.usage.requests", numeric: true, cell: (row) => formatCount(row.requests) },
  { key: "tokens", header: "common.usage.tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  creditsColumn,
];

/** A table of one kind of usage row: from screen to screen only its caption and rows differ. */
function usageTable<Row>(columns: readonly Column<Row>[], rowKey: (row: Row) => string, empty: string) {
  return function UsageTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
    const { t } = useT();
    const translated = columns.map((column) => ({ ...column, header: t(column.header) }));
    return <DataTable caption={caption} columns={translated} rows={rows} rowKey={rowKey} empty={t(empty)} />;
  };
}

/** Replies, tokens and credits per model. */
export const ModelUsageTable = usageTable(modelColumns, (row) => row.model, "common.usage.noReplies");

/** API calls per key. */
export const ApiKeyUsageTable = usageTable(apiKeyColumns, (row) => row.id, "common.usage.noApiCalls");
