import { formatCount, formatWebApiSplit } from "../lib/format-number";
import type { RouterOutputs } from "../lib/trpc";
import { type Column, DataTable } from "./data-table";

// The last 30 days of use, as the person's own usage tab and the admin's view of a user both show them.
type Usage = RouterOutputs["usage"]["history"];

const totalColumns: readonly Column<{ tokens: number; credits: number }>[] = [
  { key: "tokens", header: "Tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  { key: "credits", header: "Credits", numeric: true, cell: (row) => formatCount(row.credits) },
];

const modelColumns: readonly Column<Usage["models"][number]>[] = [
  { key: "model", header: "Model", primary: true, cell: (row) => row.modelName },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "split", header: "Web / API", numeric: true, cell: formatWebApiSplit },
  ...totalColumns,
];

const apiKeyColumns: readonly Column<Usage["apiKeys"][number]>[] = [
  { key: "name", header: "Key", primary: true, cell: (row) => `${row.name} (${row.prefix}…)` },
  { key: "requests", header: "Requests", numeric: true, cell: (row) => formatCount(row.requests) },
  ...totalColumns,
];

/** A table of one kind of usage row: from screen to screen only its caption and rows differ. */
function usageTable<Row>(columns: readonly Column<Row>[], rowKey: (row: Row) => string, empty: string) {
  return function UsageTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
    return <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />;
  };
}

/** Replies per model. */
export const ModelUsageTable = usageTable(modelColumns, (row) => row.model, "No replies in the last 30 days.");

/** API calls per key. */
export const ApiKeyUsageTable = usageTable(apiKeyColumns, (row) => row.id, "No API calls in the last 30 days.");
