import { ZapIcon } from "../../../components/icons";
import { formatIstClock } from "../../../lib/format-date";
import { useAllowance } from "../api/use-allowance";
import styles from "./chat-header.module.css";

/**
 * Credits left today and what the chosen model takes per message, so a
 * refusal never comes as a surprise. Renewal is shown in India's time, when
 * it happens, whatever the device's zone.
 */
export function AllowanceMeter({ credits }: { credits: number | null }) {
  const allowance = useAllowance();
  if (!allowance.data) return null;
  const { remaining, limit, resetsAt } = allowance.data;
  const low = credits !== null && remaining < credits;
  const renews = `${formatIstClock(resetsAt)} IST`;
  const perMessage = credits === null ? "" : `, ${credits} per message with this model`;
  return (
    <p
      className={low ? `${styles.meter} ${styles.meterLow}` : styles.meter}
      title={`${remaining} of ${limit} credits left today${perMessage}. They renew at ${renews}.`}
    >
      <ZapIcon size={12} className={styles.meterIcon} />
      <span className={styles.meterValue}>{remaining}</span>
      <span className={styles.meterUnit}> credits</span>
      <span className={styles.meterLabel}>
        {" "}
        left of {limit} · renews {renews}
      </span>
      <span className="visually-hidden">{perMessage}</span>
    </p>
  );
}
