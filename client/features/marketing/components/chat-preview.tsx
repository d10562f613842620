import { ArrowRightIcon } from "../../../components/icons";
import styles from "./chat-preview.module.css";

/** An illustration of the chat screen for the hero; decorative, so hidden from assistive technology. */
export function ChatPreview() {
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
          DeepSeek V3.1 · Free
        </span>
      </div>
      <p className={`${styles.message} ${styles.user}`}>Plan a 3-day trip to Jaipur on a student budget.</p>
      <div className={`${styles.message} ${styles.ai}`}>
        <span className={styles.sender}>DeepSeek V3.1</span>
        Here is a relaxed plan that stays under ₹6,000:
        <ul className={styles.list}>
          <li>Day 1: Amber Fort early, then Panna Meena ka Kund</li>
          <li>Day 2: City Palace, Jantar Mantar, Hawa Mahal</li>
          <li>Day 3: Nahargarh sunset and Johari Bazaar</li>
        </ul>
      </div>
      <div className={styles.input}>
        <span>Ask anything...</span>
        <span className={styles.send}>
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </div>
  );
}
