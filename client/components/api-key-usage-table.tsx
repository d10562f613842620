import { formatCount } from "../lib/format-number";
import type { RouterOutputs } from "../lib/trpc";
import { type Column, DataTable } from "./data-table";

/** A key's use over the last 30 days, as the person's and the admin's usage reports both give it. */
type ApiKeyUsage = RouterOutputs["usage"]["history"]["apiKeys"][number];

const columns: readonly Column<ApiKeyUsage>[] = [
  { key: "name", header: "Key", primary: true, cell: (row) => `${row.name} (${row.prefix}…)` },
  { key: "requests", header: "Requests", numeric: true, cell: (row) => formatCount(row.requests) },
  { key: "tokens", header: "Tokens", numeric: true, cell: (row) => formatCount(row.tokens) },
  { key: "credits", header: "Credits", numeric: true, cell: (row) => formatCount(row.credits) },
];

/** API use per key over a period; the person's own profile and the admin's view of a user share it. */
export function ApiKeyUsageTable({ caption, rows }: { caption: string; rows: readonly ApiKeyUsage[] }) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="No API calls in the last 30 days."
    />
  );
}
