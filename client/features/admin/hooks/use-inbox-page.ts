import { useSearchParams } from "react-router-dom";
import { INBOX_PAGE_SIZE } from "../api/use-admin-inbox";
import type { PagedNoun } from "../components/pagination";
import { pageOf } from "./use-list-params";

/** The page of an inbox (messages, the audit log) from the address's ?page=, and its pages for AdminList. */
export function useInboxPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get("page"));
  const onPageChange = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  const pages = (noun: PagedNoun) => (data: { total: number }) => ({
    noun,
    page,
    pageSize: INBOX_PAGE_SIZE,
    total: data.total,
    onPageChange,
  });
  return { page, pages };
}
