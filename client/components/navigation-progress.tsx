import { useNavigation } from "react-router-dom";
import { useT } from "../lib/i18n/use-t";
import styles from "./navigation-progress.module.css";

export function NavigationProgress() {
  const { t } = useT();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={styles.progress} role="progressbar" aria-label={t("common.navigation.loadingPage")} />;
}
