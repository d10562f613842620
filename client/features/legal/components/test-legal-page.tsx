import { Link } from "react-router-dom";
import { Card } from "../../../components/card";
import { ArrowRightIcon } from "../../../components/icons";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { PATHS } from "../../../lib/paths";
import styles from "./test-legal-page.module.css";

/** docs/product/screens.md: a test page that links to both legal documents. */
export function TestLegalPage() {
  useDocumentTitle("Legal pages test");
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <h1>Legal pages test</h1>
        <p className={styles.text}>Open each legal document to check its content and layout.</p>
        <ul className={styles.links}>
          <li>
            <Link to={PATHS.terms} className={styles.link}>
              Terms of Service
              <ArrowRightIcon size={18} />
            </Link>
          </li>
          <li>
            <Link to={PATHS.privacy} className={styles.link}>
              Privacy Policy
              <ArrowRightIcon size={18} />
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
