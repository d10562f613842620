import { ButtonLink } from "../../../components/button";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { PATHS } from "../../../lib/paths";
import styles from "./admin-not-found-page.module.css";

export function AdminNotFoundPage() {
  useDocumentTitle("Page not found · Admin");
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>This admin page does not exist</h1>
        <p className={styles.text}>Check the address, or head back to the dashboard.</p>
        <ButtonLink to={PATHS.adminDashboard}>Go to Dashboard</ButtonLink>
      </div>
    </div>
  );
}
