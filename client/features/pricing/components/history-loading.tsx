import { Spinner } from "../../../components/spinner";
import { PRICING_TEXT } from "../utils/messages";
import styles from "./payment-history.module.css";

export function HistoryLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="sm" decorative />
      {PRICING_TEXT.historyLoading}
    </div>
  );
}
