import { Button } from "../../../components/button";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/workspace-icons";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./pagination.module.css";

/** What an admin list pages through. */
export type PagedNoun = "users" | "payments" | "messages" | "entries" | "subscriptions" | "workspaces";

/** The landmark's name and the summary of each kind of list: catalogue keys. */
const TEXTS: Record<PagedNoun, { label: string; summary: string }> = {
  users: { label: "admin.pagination.users.label", summary: "admin.pagination.users.summary" },
  payments: { label: "admin.pagination.payments.label", summary: "admin.pagination.payments.summary" },
  messages: { label: "admin.pagination.messages.label", summary: "admin.pagination.messages.summary" },
  entries: { label: "admin.pagination.entries.label", summary: "admin.pagination.entries.summary" },
  subscriptions: {
    label: "admin.pagination.subscriptions.label",
    summary: "admin.pagination.subscriptions.summary",
  },
  workspaces: { label: "admin.pagination.workspaces.label", summary: "admin.pagination.workspaces.summary" },
};

interface PaginationProps {
  /** What is being paged, for the summary and the landmark. */
  noun: PagedNoun;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  busy?: boolean;
}

/** "Showing 21–40 of 134 users", with Previous and Next. Hidden when everything fits on one page. */
export function Pagination({ noun, page, pageSize, total, onPageChange, busy }: PaginationProps) {
  const { t } = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const texts = TEXTS[noun];

  return (
    <nav className={styles.bar} aria-label={t(texts.label)}>
      <p className={styles.summary} aria-live="polite">
        {t(texts.summary, { first: formatCount(first), last: formatCount(last), total: formatCount(total) })}
      </p>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeftIcon size={16} />}
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          {t("admin.pagination.previous")}
        </Button>
        <span className={styles.page}>{t("admin.pagination.page", { page, count: pageCount })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount || busy}
          onClick={() => onPageChange(page + 1)}
        >
          {t("admin.pagination.next")}
          <ChevronRightIcon size={16} />
        </Button>
      </div>
    </nav>
  );
}
