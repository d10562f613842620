import type { ReactNode } from "react";
import { formatCount } from "../../../lib/format-number";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import type { useInboxPage } from "../hooks/use-inbox-page";
import { AdminList, type ListQuery } from "./admin-list";
import { Panel } from "./panel";

interface InboxPanelProps<D extends { total: number }> {
  title: string;
  /** What the inbox holds ("messages"), for the count and the pages. */
  noun: string;
  query: ListQuery<D> & { error: unknown };
  pages: ReturnType<typeof useInboxPage>["pages"];
  /** "Loading messages...". */
  loading: string;
  children: (data: D, busy: boolean) => ReactNode;
}

/** An inbox (contact messages, the audit log): its count, newest first, then its page of entries. */
export function InboxPanel<D extends { total: number }>({
  title,
  noun,
  query,
  pages,
  loading,
  children,
}: InboxPanelProps<D>) {
  const redirecting = useAdminErrorRedirect(query.error);
  return (
    <Panel
      title={title}
      description={query.data ? `${formatCount(query.data.total)} ${noun}, newest first` : undefined}
    >
      {!redirecting && (
        <AdminList query={query} loading={loading} pages={pages(noun)}>
          {children}
        </AdminList>
      )}
    </Panel>
  );
}
