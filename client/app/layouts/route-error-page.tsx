import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { Button, buttonClassName } from "../../components/button";
import { useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import styles from "./route-error-page.module.css";

// After a deploy, an open tab may ask for a page chunk that no longer exists; a reload fetches the new build.
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** Last-resort screen for a render error or a page that failed to load. */
export function RouteErrorPage() {
  const { t } = useT();
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>
          {chunkError ? t("common.routeError.newVersionTitle") : t("common.routeError.title")}
        </h1>
        <p className={styles.text}>
          {chunkError ? t("common.routeError.newVersionText") : t("common.routeError.text")}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{t("common.routeError.reload")}</Button>
          {/* A plain link: the router itself may be what failed. */}
          <a href={PATHS.home} className={buttonClassName({ variant: "secondary" })}>
            {t("common.routeError.home")}
          </a>
        </div>
      </div>
    </div>
  );
}
