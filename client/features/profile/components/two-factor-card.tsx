import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { LockIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { TwoFactorSettings } from "../../../components/two-factor-settings";
import { useTwoFactor } from "../api/use-two-factor";
import styles from "./profile-page.module.css";

/** Optional two-factor sign-in with an authenticator app (issue #17). */
export function TwoFactorCard() {
  const { status, ...calls } = useTwoFactor();
  return (
    <Card as="section" aria-labelledby="profile-two-factor-title">
      <h2 id="profile-two-factor-title" className={styles.cardTitle}>
        <LockIcon size={20} />
        Two-factor sign-in
      </h2>
      {status.data ? (
        <TwoFactorSettings status={status.data} {...calls} codesFileName="nexgen-ai-backup-codes.txt" />
      ) : status.isError ? (
        <Alert
          tone="danger"
          title="Could not load your two-factor settings."
          actions={
            <Button size="sm" variant="secondary" busy={status.isFetching} onClick={() => void status.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <LoadingState message="Loading two-factor settings..." />
      )}
    </Card>
  );
}
