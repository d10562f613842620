import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { Button, buttonClassName } from "../../components/button";
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
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{chunkError ? "A new version is available" : "Something went wrong"}</h1>
        <p className={styles.text}>
          {chunkError
            ? "This page could not be loaded, most likely because the site was just updated. Reloading will fix it."
            : "An unexpected error stopped this page from loading. Please reload, or go back to the home page."}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          {/* A plain link: the router itself may be what failed. */}
          <a href={PATHS.home} className={buttonClassName({ variant: "secondary" })}>
            Go to home page
          </a>
        </div>
      </div>
    </div>
  );
}
