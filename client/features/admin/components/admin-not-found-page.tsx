import { ButtonLink } from "../../../components/button";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./admin-not-found-page.module.css";

/** The big number behind the heading: decoration (hidden from screen readers), the same in every language. */
const NOT_FOUND_STATUS = 404;

export function AdminNotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.notFound.documentTitle"));
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {NOT_FOUND_STATUS}
        </p>
        <h1>{t("admin.notFound.title")}</h1>
        <p className={styles.text}>{t("admin.notFound.text")}</p>
        <ButtonLink to={PATHS.adminDashboard}>{t("admin.notFound.action")}</ButtonLink>
      </div>
    </div>
  );
}
