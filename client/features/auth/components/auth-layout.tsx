import type { ReactNode } from "react";
import { Card } from "../../../components/card";
import { LayersIcon, ShieldIcon, ZapIcon } from "../../../components/icons";
import { APP_NAME } from "../../../lib/app-name";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./auth-layout.module.css";

/** Texts are catalogue keys, translated where they render. */
const POINTS: readonly { icon: ReactNode; text: string }[] = [
  { icon: <LayersIcon size={20} />, text: "auth.layout.pointModels" },
  { icon: <ZapIcon size={20} />, text: "auth.layout.pointFree" },
  { icon: <ShieldIcon size={20} />, text: "auth.layout.pointVerified" },
];

/** The frame of the account screens: the form card, with a short pitch beside it on wide screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <aside className={styles.aside} aria-label={t("auth.layout.about", { appName: APP_NAME })}>
          <p className={styles.eyebrow}>{APP_NAME}</p>
          <p className={styles.pitch}>{t("auth.layout.pitch")}</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point.text} className={styles.point}>
                <span className={styles.pointIcon}>{point.icon}</span>
                <span>{t(point.text)}</span>
              </li>
            ))}
          </ul>
        </aside>
        <Card className={styles.card}>{children}</Card>
      </div>
    </div>
  );
}
