import { ZapIcon } from "../../../components/icons";
import { formatIstClock } from "../../../lib/format-date";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { useAllowance } from "../api/use-allowance";
import styles from "./chat-header.module.css";

/**
 * Credits left today and what the chosen model takes per message, so a
 * refusal never comes as a surprise. Renewal is shown in India's time, when
 * it happens, whatever the device's zone.
 */
export function AllowanceMeter({ credits, workspaceId }: { credits: number | null; workspaceId?: string }) {
  const { t } = useT();
  const allowance = useAllowance(workspaceId);
  if (!allowance.data) return null;
  const { remaining, limit, resetsAt } = allowance.data;
  const low = credits !== null && remaining < credits;
  // Plain numbers, as the header has always shown them ("9500 of 9500"): the values are strings to ICU.
  const values = { remaining: String(remaining), limit: String(limit), time: formatIstClock(resetsAt) ?? "" };
  return (
    <p
      className={low ? `${styles.meter} ${styles.meterLow}` : styles.meter}
      title={
        credits === null
          ? t("chat.allowance.title", values)
          : t("chat.allowance.titleWithModel", { ...values, credits: String(credits) })
      }
    >
      <ZapIcon size={12} className={styles.meterIcon} />
      {/* The words around the number hide, each on its own, where the header has no room for them. */}
      <Trans
        id="chat.allowance.meter"
        values={values}
        components={{
          0: <span className={styles.meterValue} />,
          1: <span className={styles.meterUnit} />,
          2: <span className={styles.meterLabel} />,
        }}
      />
      {credits !== null && (
        <span className="visually-hidden">{t("chat.allowance.perMessage", { credits: String(credits) })}</span>
      )}
    </p>
  );
}
