import { Link, useLocation } from "react-router-dom";
import { ButtonLink } from "../../components/button";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { PATHS } from "../../lib/paths";
import styles from "./not-found-page.module.css";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>We couldn't find that page</h1>
        <p className={styles.text}>
          There is nothing at <span className={styles.path}>{pathname}</span>. It may have moved, or the link may be
          mistyped.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={PATHS.home}>Back to Home</ButtonLink>
          <ButtonLink to={PATHS.models} variant="secondary">
            Explore AI Models
          </ButtonLink>
        </div>
        <nav aria-label="Popular pages">
          <ul className={styles.links}>
            <li>
              <Link to={PATHS.pricing}>Pricing</Link>
            </li>
            <li>
              <Link to={PATHS.about}>About</Link>
            </li>
            <li>
              <Link to={PATHS.contact}>Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
