import { formatDateTime } from "../../../lib/format-date";

export interface Change {
  field: string;
  /** Absent when the record was created (nothing before) or deleted (nothing after). */
  before?: string;
  after?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string" && ISO_DATE_TIME.test(value)) return formatDateTime(value) ?? value;
  if (typeof value === "string") return value || "—";
  if (Array.isArray(value)) return value.map(show).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The fields an audit entry changed: for an update only those whose value
 * differs, for a creation every field after, for a deletion every field before.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const old = isRecord(before) ? before : null;
  const next = isRecord(after) ? after : null;
  if (!old && !next) {
    if (before === undefined && after === undefined) return [];
    if (before === null && after === null) return [];
    return [
      {
        field: "value",
        before: before == null ? undefined : show(before),
        after: after == null ? undefined : show(after),
      },
    ];
  }
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(next ?? {})])];
  return fields
    .map((field): Change | null => {
      if (old && next) {
        const a = show(old[field]);
        const b = show(next[field]);
        return a === b ? null : { field, before: a, after: b };
      }
      return old ? { field, before: show(old[field]) } : { field, after: show(next?.[field]) };
    })
    .filter((change): change is Change => change !== null);
}
