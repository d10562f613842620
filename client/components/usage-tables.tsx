import { formatCount, formatWebApiSplit } from "../lib/format-number";
import type { RouterOutputs } from "../lib/trpc";
import { type Column, DataTable } from "./data-table";

// A period of use, as the person's own usage tab and the admin's view of a user both show it.
type Usage = RouterOutputs["usage"]["history"];

const creditsColumn: Column<{ credits: number }> = {
  key: "credits",
  header: "Credits",
  numeric: true,
  cell: (row) => formatCount(row.credits),
};

const modelColumns: readonly Column<Usage["models"][number]>[] = [
  { key: "model", header: "Model", primary: true, cell: (row) => row.modelName },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "split", header: "Web / API", numeric: true, cell: formatWebApiSplit },
  { key: "tokensIn", header: "Tokens in", numeric: true, cell: (row) => formatCount(row.tokensIn) },
  { key: "tokensOut", header: "Tokens out", numeric: true, cell: (row) => formatCount(row.tokensOut) },
  creditsColumn,
];

const apiKeyColumns: readonly Column<Usage["apiKeys"][number]>[] = [
  { key: "name", header: "Key", primary: true, cell: (row) => `${row.name} (${row.prefix}…)` },
  { key: "requests", header: "Requests", numeric: true, cell: (row) => formatCount(row.requests) },
  { key: "tokens", header: "Tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  creditsColumn,
];

/** A table of one kind of usage row: from screen to screen only its caption and rows differ. */
function usageTable<Row>(columns: readonly Column<Row>[], rowKey: (row: Row) => string, empty: string) {
  return function UsageTable({ caption, rows }: { caption: string; rows: readonly Row[] }) {
    return <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />;
  };
}

/** Replies, tokens and credits per model. */
export const ModelUsageTable = usageTable(modelColumns, (row) => row.model, "No replies in this period.");

/** API calls per key. */
export const ApiKeyUsageTable = usageTable(apiKeyColumns, (row) => row.id, "No API calls in this period.");
