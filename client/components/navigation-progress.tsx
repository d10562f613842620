import { useNavigation } from "react-router-dom";
import styles from "./navigation-progress.module.css";

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={styles.progress} role="progressbar" aria-label="Loading page" />;
}
