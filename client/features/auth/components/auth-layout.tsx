import type { ReactNode } from "react";
import { Card } from "../../../components/card";
import { LayersIcon, ShieldIcon, ZapIcon } from "../../../components/icons";
import { APP_NAME } from "../../../lib/app-name";
import styles from "./auth-layout.module.css";

const POINTS: readonly { icon: ReactNode; text: string }[] = [
  {
    icon: <LayersIcon size={20} />,
    text: "Chat with models from xAI, NVIDIA, DeepSeek, Meta, Google and more in one place.",
  },
  { icon: <ZapIcon size={20} />, text: "Start free with the Starter plan. Upgrade only when you need premium models." },
  {
    icon: <ShieldIcon size={20} />,
    text: "Accounts are verified by e-mail, and you can sign out of a session at any time.",
  },
];

/** The frame of the account screens: the form card, with a short pitch beside it on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <aside className={styles.aside} aria-label={`About ${APP_NAME}`}>
          <p className={styles.eyebrow}>{APP_NAME}</p>
          <p className={styles.pitch}>One account. Every leading AI model.</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point.text} className={styles.point}>
                <span className={styles.pointIcon}>{point.icon}</span>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </aside>
        <Card className={styles.card}>{children}</Card>
      </div>
    </div>
  );
}
