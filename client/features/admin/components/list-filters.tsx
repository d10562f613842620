import { SelectField, TextField } from "../../../components/form-field";
import { useT } from "../../../lib/i18n/use-t";
import type { ListParams } from "../hooks/use-list-params";
import styles from "./list-filters.module.css";

interface ListFiltersProps {
  list: ListParams;
  searchPlaceholder: string;
  searchHint: string;
  filterLabel: string;
  filterName: string;
  /** The current filter, already narrowed to one of `options` ("" for all). */
  filterValue: string;
  /** The choices, their labels already in the reader's language. */
  options: readonly { value: string; label: string }[];
}

/** The search box and filter select above an admin list (users, payments). */
export function ListFilters({
  list,
  searchPlaceholder,
  searchHint,
  filterLabel,
  filterName,
  filterValue,
  options,
}: ListFiltersProps) {
  const { t } = useT();
  return (
    <search className={styles.filters}>
      <TextField
        label={t("admin.list.search")}
        type="search"
        name="q"
        placeholder={searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        className={styles.searchField}
        hint={searchHint}
      />
      <SelectField
        label={filterLabel}
        name={filterName}
        value={filterValue}
        onChange={(event) => list.setFilter(event.target.value)}
        className={styles.filterField}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </search>
  );
}
