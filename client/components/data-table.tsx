import { type ReactNode, useId } from "react";
import { useT } from "../lib/i18n/use-t";
import styles from "./data-table.module.css";
import { ArrowDownIcon } from "./icons";

export type SortDirection = "asc" | "desc";

/** The order a table is shown in, and how to change it (the server sorts; the table only asks). */
export interface TableSort {
  key: string;
  dir: SortDirection;
  /** Called with a column's sortKey (and the direction a phone's select picked). */
  onSort: (key: string, dir?: SortDirection) => void;
}

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
  /** The column can be sorted by: the key the server sorts by. */
  sortKey?: string;
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
  /** Makes the headers of columns with a sortKey buttons (and adds a "Sort by" select on phones). */
  sort?: TableSort;
}

/** What a sorted header adds for a screen reader, and a phone's option for a column in each direction (catalogue keys). */
const SORTED: Record<SortDirection, string> = { asc: "common.table.sortedAsc", desc: "common.table.sortedDesc" };
const OPTION: Record<SortDirection, string> = { asc: "common.table.optionAsc", desc: "common.table.optionDesc" };

/** A sortable header: a button that says which way the column is sorted, and aria-sort on its cell. */
function SortHeader<T>({ column, sort }: { column: Column<T>; sort: TableSort }) {
  const { t } = useT();
  const active = sort.key === column.sortKey;
  return (
    <button
      type="button"
      className={`${styles.sortButton} ${active ? styles.sorted : ""}`}
      onClick={() => sort.onSort(column.sortKey as string)}
    >
      {column.header}
      <span className={`${styles.sortIcon} ${active && sort.dir === "asc" ? styles.up : ""}`} aria-hidden="true">
        <ArrowDownIcon size={12} />
      </span>
      <span className="visually-hidden">{active ? t(SORTED[sort.dir]) : t("common.table.sortable")}</span>
    </button>
  );
}

/** Phones show rows as cards without headers: the order is chosen here instead. */
function SortSelect<T>({ columns, sort }: { columns: readonly Column<T>[]; sort: TableSort }) {
  const { t } = useT();
  const id = useId();
  const options = columns.filter((column) => column.sortKey);
  return (
    <div className={styles.sortSelect}>
      <label htmlFor={id}>{t("common.table.sortBy")}</label>
      <select
        id={id}
        value={`${sort.key}:${sort.dir}`}
        onChange={(event) => {
          const [key, dir] = event.target.value.split(":") as [string, SortDirection];
          sort.onSort(key, dir);
        }}
      >
        {options.flatMap((column) =>
          (["desc", "asc"] as const).map((dir) => (
            <option key={`${column.sortKey}:${dir}`} value={`${column.sortKey}:${dir}`}>
              {t(OPTION[dir], { column: column.header })}
            </option>
          )),
        )}
      </select>
    </div>
  );
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
  sort,
}: DataTableProps<T>) {
  const cellClass = (column: Column<T>) =>
    [column.numeric && styles.numeric, column.primary && styles.primary, column.actions && styles.actions]
      .filter(Boolean)
      .join(" ") || undefined;

  const tableClass = [styles.table, alignTop && styles.top, fixedLayout && styles.fixed].filter(Boolean).join(" ");

  return (
    <div className={styles.wrap} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {sort && <SortSelect columns={columns} sort={sort} />}
      <table className={tableClass}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={[cellClass(column), column.headerClass].filter(Boolean).join(" ") || undefined}
                aria-sort={
                  sort && column.sortKey
                    ? sort.key === column.sortKey
                      ? sort.dir === "asc"
                        ? "ascending"
                        : "descending"
                      : "none"
                    : undefined
                }
              >
                {column.actions ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : sort && column.sortKey ? (
                  <SortHeader column={column} sort={sort} />
                ) : (
                  column.header
                )}
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
