import { Link } from "react-router-dom";
import { Card } from "../../../components/card";
import { ArrowRightIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import styles from "./test-legal-page.module.css";

/** docs/product/screens.md: a test page that links to both legal documents. */
export function TestLegalPage() {
  const { t } = useT();
  useDocumentTitle(t("legal.test.title"));
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1>{t("legal.test.title")}</h1>
        <p className={styles.text}>{t("legal.test.text")}</p>
        <ul className={styles.links}>
          <li>
            <Link to={PATHS.terms} className={styles.link}>
              {t("legal.terms.title")}
              <ArrowRightIcon size={18} />
            </Link>
          </li>
          <li>
            <Link to={PATHS.privacy} className={styles.link}>
              {t("legal.privacy.title")}
              <ArrowRightIcon size={18} />
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
