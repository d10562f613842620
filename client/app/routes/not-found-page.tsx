import { Link, useLocation } from "react-router-dom";
import { ButtonLink } from "../../components/button";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { Trans, useT } from "../../lib/i18n/use-t";
import { PATHS } from "../../lib/paths";
import styles from "./not-found-page.module.css";

export function NotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t("common.notFound.title"));
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {404}
        </p>
        <h1 className={styles.title}>{t("common.notFound.heading")}</h1>
        <p className={styles.text}>
          <Trans
            id="common.notFound.text"
            values={{ path: pathname }}
            components={{ 0: <span className={styles.path} /> }}
          />
        </p>
        <div className={styles.actions}>
          <ButtonLink to={PATHS.home}>{t("common.notFound.home")}</ButtonLink>
          <ButtonLink to={PATHS.models} variant="secondary">
            {t("common.notFound.models")}
          </ButtonLink>
        </div>
        <nav aria-label={t("common.notFound.popular")}>
          <ul className={styles.links}>
            <li>
              <Link to={PATHS.pricing}>{t("common.nav.pricing")}</Link>
            </li>
            <li>
              <Link to={PATHS.about}>{t("common.nav.about")}</Link>
            </li>
            <li>
              <Link to={PATHS.contact}>{t("common.nav.contact")}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
