import { IMPORT_SKIP_REASONS, type ImportJobView, type ImportSkipReason } from "#shared/imports";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { ArrowRightIcon } from "../../../components/icons";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { localizeServerText } from "../../../messages/server";
import styles from "./import-card.module.css";

/** Each reason's line in the report and its word beside a skipped title (written out, so the catalogues' check sees them). */
const REASONS: Record<ImportSkipReason, { count: string; tag: string }> = {
  duplicate: { count: "profile.import.reason.duplicate", tag: "profile.import.tag.duplicate" },
  empty: { count: "profile.import.reason.empty", tag: "profile.import.tag.empty" },
  tooLong: { count: "profile.import.reason.tooLong", tag: "profile.import.tag.tooLong" },
  invalid: { count: "profile.import.reason.invalid", tag: "profile.import.tag.invalid" },
};

/** A job's progress while it works, then its report (docs/product/import.md#the-report) or why it failed. */
export function ImportStatus({ job }: { job: ImportJobView }) {
  const { t } = useT();
  if (job.status === "queued" || job.status === "running") {
    const known = job.status === "running" && job.total > 0;
    const percent = known ? Math.round((job.processed / job.total) * 100) : undefined;
    return (
      <div className={styles.status} aria-live="polite">
        <div className={styles.progressHead}>
          <span className={styles.label}>{job.fileName}</span>
          <span className={styles.progressText}>
            {known
              ? t("profile.import.progress", { processed: formatCount(job.processed), total: formatCount(job.total) })
              : t("profile.import.waiting")}
          </span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t("profile.import.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className={`${styles.bar} ${known ? "" : styles.indeterminate}`}
            style={known ? { width: `${percent}%` } : undefined}
          />
        </div>
      </div>
    );
  }
  if (job.status === "failed")
    return (
      <div className={styles.status}>
        <Alert tone="danger" title={t("profile.import.failedTitle", { file: job.fileName })}>
          {job.error ? localizeServerText(job.error) : t("profile.import.failed")}
        </Alert>
      </div>
    );
  const reasons = IMPORT_SKIP_REASONS.filter((reason) => (job.report?.reasons[reason] ?? 0) > 0);
  const items = job.report?.items ?? [];
  return (
    <div className={styles.status}>
      <Alert
        tone={job.imported > 0 ? "success" : "info"}
        title={t("profile.import.doneTitle", { count: job.imported, shown: formatCount(job.imported) })}
        actions={
          job.imported > 0 && (
            <ButtonLink size="sm" variant="secondary" to={PATHS.chat}>
              {t("profile.import.openChats")}
              <ArrowRightIcon size={16} />
            </ButtonLink>
          )
        }
      >
        <p>{t("profile.import.doneFrom", { file: job.fileName })}</p>
        {reasons.length > 0 && (
          <ul className={styles.reasons}>
            {reasons.map((reason) => {
              const count = job.report?.reasons[reason] ?? 0;
              return <li key={reason}>{t(REASONS[reason].count, { count, shown: formatCount(count) })}</li>;
            })}
          </ul>
        )}
      </Alert>
      {items.length > 0 && (
        <details className={styles.skipped}>
          <summary>{t("profile.import.skippedList", { count: job.skipped, shown: formatCount(job.skipped) })}</summary>
          <ul>
            {items.map((item, index) => (
              // Titles repeat (two chats of one name): the place in the report keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the report never changes order once written.
              <li key={index}>
                <span className={styles.skippedTitle}>{item.title || t("profile.import.untitled")}</span>
                <span className={styles.tag}>{t(REASONS[item.reason].tag)}</span>
              </li>
            ))}
          </ul>
          {items.length < job.skipped && (
            <p className={styles.more}>
              {t("profile.import.more", { count: formatCount(job.skipped - items.length) })}
            </p>
          )}
        </details>
      )}
    </div>
  );
}
