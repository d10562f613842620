import { Outlet } from "react-router-dom";
import { NavigationProgress } from "../../components/navigation-progress";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";
import { SubscriptionGrace } from "../../components/subscription-grace";
import styles from "./public-layout.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header and footer around every public page, including the 404 page. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <SubscriptionGrace />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
