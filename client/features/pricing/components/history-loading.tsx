import { Spinner } from "../../../components/spinner";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./history-panel.module.css";

/** While the list's code, then its data, is on its way. */
export function HistoryLoading() {
  const { t } = useT();
  return (
    <div className={styles.loading} role="status">
      <Spinner size="sm" decorative />
      {t("pricing.historyBody.loading")}
    </div>
  );
}
