import type { ReactNode } from "react";
import { QueryView } from "./load-error";
import { type PagedNoun, Pagination } from "./pagination";

/** What an admin list needs of its query (TanStack Query's result has it all). */
export interface ListQuery<D> {
  data: D | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

type Pages = { noun: PagedNoun; page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** Pages of a list whose answer says its own page and size (users, payments). */
export function pagesOfAnswer(noun: PagedNoun, onPageChange: (page: number) => void) {
  return (data: { page: number; pageSize: number; total: number }): Pages => ({
    noun,
    page: data.page,
    pageSize: data.pageSize,
    total: data.total,
    onPageChange,
  });
}

interface AdminListProps<D> {
  query: ListQuery<D>;
  /** "Loading users...". */
  loading: string;
  /** The rows, once the first page has arrived; `busy` while the next one replaces it. */
  children: (data: D, busy: boolean) => ReactNode;
  /** The pages, with what is paged ("users") for the summary and the landmark. */
  pages: (data: D) => Pages;
}

/**
 * The body every admin list shares: a retry on error, a spinner until the
 * first page, then the rows and the pagination, both marked busy while the
 * next page loads over the last.
 */
export function AdminList<D>({ query, loading, children, pages }: AdminListProps<D>) {
  return (
    <QueryView query={query} loading={loading}>
      {(data) => (
        <>
          {children(data, query.isPlaceholderData)}
          <Pagination {...pages(data)} busy={query.isPlaceholderData} />
        </>
      )}
    </QueryView>
  );
}
