import type { ReactNode } from "react";
import styles from "./data-table.module.css";

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** The row's title on phones, where each row becomes a card: shown first, without its label. */
  primary?: boolean;
  /** The row's buttons: on phones a full-width strip at the bottom of the card. */
  actions?: boolean;
  /** A class for the column's header cell: with `fixedLayout`, where its width is set. */
  headerClass?: string;
}

interface DataTableProps<T> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** The rows on screen are being replaced (a new page, search or filter is loading). */
  busy?: boolean;
  /** Cells align to the top, for rows that can grow tall (an expanded list of changes). */
  alignTop?: boolean;
  /** Column widths come from the header cells, not the content, so tables stacked on one screen line up. */
  fixedLayout?: boolean;
}

/**
 * A plain table on wide screens. On phones each row becomes a card whose
 * cells are labelled with their column header (a data-label read by CSS),
 * so nothing scrolls sideways.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy,
  alignTop,
  fixedLayout,
}: DataTableProps<T>) {
  const cellClass = (column: Column<T>) =>
    [column.numeric && styles.numeric, column.primary && styles.primary, column.actions && styles.actions]
      .filter(Boolean)
      .join(" ") || undefined;

  const tableClass = [styles.table, alignTop && styles.top, fixedLayout && styles.fixed].filter(Boolean).join(" ");

  return (
    <div className={styles.wrap} aria-busy={busy || undefined} data-busy={busy || undefined}>
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={[cellClass(column), column.headerClass].filter(Boolean).join(" ") || undefined}
              >
                {column.actions ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.emptyRow}>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
