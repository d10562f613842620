import { useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigation, useSearchParams } from "react-router-dom";
import type { TableSort } from "../../../components/data-table";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";

const SEARCH_DELAY_MS = 300;

/** Where the router is, and where a navigation under way is going (the shape of a data router's state). */
export interface RouterPosition {
  location: { pathname: string };
  navigation: { state: "idle" | "loading" | "submitting"; location?: { pathname: string } };
}

/**
 * Whether the list at `listPath` is where the router is, with no navigation to
 * another page under way. Only then may the list write to the address: a write
 * is itself a navigation, so it would cancel one under way (the list stays on
 * screen while the next page's code loads) or, once that has finished, take the
 * admin from the page they went to back to the list.
 */
export function isListCurrent(listPath: string, router: RouterPosition): boolean {
  if (router.location.pathname !== listPath) return false;
  return router.navigation.state === "idle" || router.navigation.location?.pathname === listPath;
}

export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface ListParams<S extends string = string> {
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
  /** The column the list is sorted by, when the address names one it sorts by (else the server's default, newest first). */
  sort: S | undefined;
  dir: "asc" | "desc";
  /** The search and sort as the list's call (and its CSV export) takes them. */
  query: { q?: string; sort?: S; dir?: "asc" | "desc" };
  /** The table's sort: the chosen column, or newest first. */
  tableSort: TableSort;
  /** A column's header was chosen: sorted by it, or the other way if it already was (back on page 1). */
  setSort: (key: string, dir?: "asc" | "desc") => void;
}

/**
 * The search, one filter and the page of an admin list, kept in the address
 * so a reload or the back button keeps them. Typing settles before the search
 * reaches the address (and so the server), back on page 1.
 */
export function useListParams<S extends string>(filterKey: string, sorts: readonly S[]): ListParams<S> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The router as it is now: React renders its updates as transitions, so a
  // navigation may have started (or ended) before this component re-renders.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const q = params.get("q") ?? "";
  const sort = sorts.find((key) => key === params.get("sort"));
  const dir = params.get("dir") === "asc" ? "asc" : "desc";
  const [search, setSearch] = useState(q);
  // Leaving for another page: the search waiting to settle is dropped (and starts over if that navigation fails).
  const leaving = !isListCurrent(pathname, { location: { pathname }, navigation });
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS, { paused: leaving });

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

  const setSort = (key: string, next?: "asc" | "desc") =>
    update({ sort: key, dir: next ?? (key === sort && dir === "desc" ? "asc" : "desc"), page: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search (or staying after all) should write the address
  useEffect(() => {
    const trimmed = debouncedSearch.trim();
    if (trimmed === q || leaving) return;
    if (router && !isListCurrent(pathname, router.state)) return;
    update({ q: trimmed || null, page: null });
  }, [debouncedSearch, leaving]);

  return {
    q,
    filter: params.get(filterKey),
    page: pageOf(params.get("page")),
    search,
    setSearch,
    setFilter: (value) => update({ [filterKey]: value || null, page: null }),
    setPage: (page) => update({ page: page > 1 ? String(page) : null }),
    sort,
    dir,
    setSort,
    query: { q: q || undefined, sort, dir: sort ? dir : undefined },
    tableSort: { key: sort ?? "createdAt", dir: sort ? dir : "desc", onSort: setSort },
  };
}
