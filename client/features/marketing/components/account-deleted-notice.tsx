import { useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { useT } from "../../../lib/i18n/use-t";
import { ACCOUNT_DELETED } from "../../../lib/session";
import styles from "./account-deleted-notice.module.css";

/** Where "Delete my account" lands (issue #17): says it is done, above the home page. */
export function AccountDeletedNotice() {
  const { t } = useT();
  const [params] = useSearchParams();
  if (params.get(ACCOUNT_DELETED.param) !== ACCOUNT_DELETED.value) return null;
  return (
    <Container className={styles.notice}>
      <Alert tone="success" title={t("marketing.accountDeleted.title")}>
        {t("marketing.accountDeleted.text")}
      </Alert>
    </Container>
  );
}
