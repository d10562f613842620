import { Outlet } from "react-router-dom";
import styles from "./admin-layout.module.css";
import { NavigationProgress } from "./navigation-progress";
import { MAIN_CONTENT_ID } from "./skip-link";

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
