import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";

const SEARCH_DELAY_MS = 300;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface ListParams {
  /** The settled search, as in the address. */
  q: string;
  /** The filter select's raw value from the address (the page narrows it to its own values). */
  filter: string | null;
  page: number;
  /** What is in the search box right now. */
  search: string;
  setSearch: (value: string) => void;
  setFilter: (value: string) => void;
  setPage: (page: number) => void;
}

/**
 * The search, one filter and the page of an admin list, kept in the address
 * so a reload or the back button keeps them. Typing settles before the search
 * reaches the address (and so the server), back on page 1.
 */
export function useListParams(filterKey: string): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  // Sets (or, with null or "", removes) parameters; replacing the entry keeps typing out of the history.
  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search should write the address
  useEffect(() => {
    const trimmed = debouncedSearch.trim();
    if (trimmed !== q) update({ q: trimmed || null, page: null });
  }, [debouncedSearch]);

  return {
    q,
    filter: params.get(filterKey),
    page: pageOf(params.get("page")),
    search,
    setSearch,
    setFilter: (value) => update({ [filterKey]: value || null, page: null }),
    setPage: (page) => update({ page: page > 1 ? String(page) : null }),
  };
}
