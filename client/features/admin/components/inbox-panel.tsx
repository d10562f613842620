import type { ReactNode } from "react";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import type { useInboxPage } from "../hooks/use-inbox-page";
import { AdminList, type ListQuery } from "./admin-list";
import { Panel } from "./panel";

type InboxNoun = "messages" | "entries";

/** The count under each inbox's title, "1 message, newest first": catalogue keys. */
const TOTALS: Record<InboxNoun, string> = {
  messages: "admin.messages.total",
  entries: "admin.audit.total",
};

interface InboxPanelProps<D extends { total: number }> {
  title: string;
  /** What the inbox holds: for the count and the pages. */
  noun: InboxNoun;
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
  const { t } = useT();
  const redirecting = useAdminErrorRedirect(query.error);
  const total = query.data?.total;
  return (
    <Panel
      title={title}
      description={total === undefined ? undefined : t(TOTALS[noun], { count: total, shown: formatCount(total) })}
    >
      {!redirecting && (
        <AdminList query={query} loading={loading} pages={pages(noun)}>
          {children}
        </AdminList>
      )}
    </Panel>
  );
}
