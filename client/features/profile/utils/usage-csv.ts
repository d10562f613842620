import type { UsageHistory } from "../api/use-usage-history";

/** One row of the Enterprise export: a model's use on one day (India's calendar), as usage.history sends it. */
export type UsageRow = UsageHistory["rows"][number];

/** A field as CSV wants it: quoted when it holds a comma, a quote or a line break; formula-safe. */
function field(value: string | number): string {
  const text = String(value);
  // A cell starting with = + - @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function usageCsv(rows: readonly UsageRow[]): string {
  // A data file, read by spreadsheets and scripts alike: its column names stay English in every language, as the
  // API's do (docs/product/languages.md, "Not translated").
  const header = ["Day (IST)", "Model", "Model ID", "Replies", "Tokens in", "Tokens out", "Credits"];
  const lines = rows.map((row) =>
    [row.day, row.modelName, row.model, row.messages, row.tokensIn, row.tokensOut, row.credits].map(field).join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
