import { ArrowRightIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./chat-preview.module.css";

const MODEL = "DeepSeek V3.1";

/** An illustration of the chat screen for the hero; decorative, so hidden from assistive technology. */
export function ChatPreview() {
  const { t } = useT();
  return (
    <div className={styles.window} aria-hidden="true">
      <div className={styles.bar}>
        <div className={styles.dots}>
          <span />
          <span />
          <span />
        </div>
        <span className={styles.model}>
          <span className={styles.live} />
          {t("marketing.preview.modelBadge", { model: MODEL })}
        </span>
      </div>
      <p className={`${styles.message} ${styles.user}`}>{t("marketing.preview.question")}</p>
      <div className={`${styles.message} ${styles.ai}`}>
        <span className={styles.sender}>{MODEL}</span>
        {t("marketing.preview.answer")}
        <ul className={styles.list}>
          <li>{t("marketing.preview.day1")}</li>
          <li>{t("marketing.preview.day2")}</li>
          <li>{t("marketing.preview.day3")}</li>
        </ul>
      </div>
      <div className={styles.input}>
        <span>{t("marketing.preview.placeholder")}</span>
        <span className={styles.send}>
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </div>
  );
}
