import { Button } from "../../../components/button";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/workspace-icons";
import { formatCount } from "../../../lib/format-number";
import styles from "./pagination.module.css";

interface PaginationProps {
  /** What is being paged, for the summary and the landmark: "users", "payments". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  busy?: boolean;
}

/** "Showing 21–40 of 134 users", with Previous and Next. Hidden when everything fits on one page. */
export function Pagination({ noun, page, pageSize, total, onPageChange, busy }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <nav className={styles.bar} aria-label={`Pages of ${noun}`}>
      <p className={styles.summary} aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)} {noun}
      </p>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeftIcon size={16} />}
          disabled={page <= 1 || busy}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span className={styles.page}>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount || busy}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRightIcon size={16} />
        </Button>
      </div>
    </nav>
  );
}
