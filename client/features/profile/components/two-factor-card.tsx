import { Card } from "../../../components/card";
import { LockIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { TwoFactorSettings } from "../../../components/two-factor-settings";
import { useTwoFactorCalls } from "../../../hooks/use-two-factor-calls";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./profile-page.module.css";

/** Optional two-factor sign-in with an authenticator app (issue #17). */
export function TwoFactorCard() {
  const { t } = useT();
  const { status, ...calls } = useTwoFactorCalls("auth");
  return (
    <Card as="section" aria-labelledby="profile-two-factor-title">
      <h2 id="profile-two-factor-title" className={styles.cardTitle}>
        <LockIcon size={20} />
        {t("profile.twoFactor.title")}
      </h2>
      {status.data ? (
        <TwoFactorSettings status={status.data} {...calls} codesFileName="nexgen-ai-backup-codes.txt" />
      ) : status.isError ? (
        <LoadFailed title={t("profile.twoFactor.loadFailed")} query={status} />
      ) : (
        <LoadingState message={t("profile.twoFactor.loading")} />
      )}
    </Card>
  );
}
