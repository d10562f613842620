import { formatCount, formatWebApiSplit } from "../lib/format-number";
import type { RouterOutputs } from "../lib/trpc";
import { type Column, DataTable } from "./data-table";

/** A model's use over the last 30 days, as the person's and the admin's usage reports both give it. */
type ModelUsage = RouterOutputs["usage"]["history"]["models"][number];

const columns: readonly Column<ModelUsage>[] = [
  { key: "model", header: "Model", primary: true, cell: (row) => row.modelName },
  { key: "messages", header: "Replies", numeric: true, cell: (row) => formatCount(row.messages) },
  { key: "split", header: "Web / API", numeric: true, cell: formatWebApiSplit },
  { key: "tokens", header: "Tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  { key: "credits", header: "Credits", numeric: true, cell: (row) => formatCount(row.credits) },
];

/** Replies per model over a period; the person's own profile and the admin's view of a user share it. */
export function ModelUsageTable({ caption, rows }: { caption: string; rows: readonly ModelUsage[] }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.model}
      empty="No replies in the last 30 days."
    />
  );
}
