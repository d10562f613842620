import { Outlet } from "react-router-dom";
import { NavigationProgress } from "../../components/navigation-progress";
import { MAIN_CONTENT_ID } from "../../components/skip-link";
import styles from "./admin-layout.module.css";

/** Bare frame for /admin/*: no public header or footer; admin screens bring their own chrome. */
export function AdminLayout() {
  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
