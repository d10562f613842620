import type { ReactNode } from "react";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import type { useInboxPage } from "../hooks/use-inbox-page";
import { formatInboxTotal } from "../utils/format";
import { AdminList, type ListQuery } from "./admin-list";
import { Panel } from "./panel";

interface InboxPanelProps<D extends { total: number }> {
  title: string;
  /** One and more of what the inbox holds (["message", "messages"]): for the count, and the plural for the pages. */
  nouns: readonly [string, string];
  query: ListQuery<D> & { error: unknown };
  pages: ReturnType<typeof useInboxPage>["pages"];
  /** "Loading messages...". */
  loading: string;
  children: (data: D, busy: boolean) => ReactNode;
}

/** An inbox (contact messages, the audit log): its count, newest first, then its page of entries. */
export function InboxPanel<D extends { total: number }>({
  title,
  nouns,
  query,
  pages,
  loading,
  children,
}: InboxPanelProps<D>) {
  const redirecting = useAdminErrorRedirect(query.error);
  return (
    <Panel title={title} description={query.data ? formatInboxTotal(query.data.total, nouns) : undefined}>
      {!redirecting && (
        <AdminList query={query} loading={loading} pages={pages(nouns[1])}>
          {children}
        </AdminList>
      )}
    </Panel>
  );
}
