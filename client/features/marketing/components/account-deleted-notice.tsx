import { useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Container } from "../../../components/container";
import { ACCOUNT_DELETED } from "../../../lib/session";
import styles from "./account-deleted-notice.module.css";

/** Where "Delete my account" lands (issue #17): says it is done, above the home page. */
export function AccountDeletedNotice() {
  const [params] = useSearchParams();
  if (params.get(ACCOUNT_DELETED.param) !== ACCOUNT_DELETED.value) return null;
  return (
    <Container className={styles.notice}>
      <Alert tone="success" title="Your account has been deleted">
        Your conversations and data are erased and you are signed out everywhere. A confirmation is on its way to your
        e-mail. You are welcome back any time.
      </Alert>
    </Container>
  );
}
