import { ROLE_LABEL } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { LockedModelNotice as Notice } from "../utils/model-choice";
import styles from "./chat-page.module.css";

/** Why the ?model= a link asked for is not the one selected, and where to get it (issue #13). */
export function LockedModelNotice({ notice }: { notice: Notice | null }) {
  const { t } = useT();
  if (!notice) return null;
  return (
    <div className={styles.banner}>
      <Alert
        tone="info"
        title={t("chat.locked.title", { model: notice.modelName, plan: ROLE_LABEL[notice.plan] })}
        actions={
          <ButtonLink size="sm" to={PATHS.pricing}>
            {t("chat.common.upgrade")}
          </ButtonLink>
        }
      >
        {notice.instead && t("chat.locked.instead", { model: notice.instead })}
      </Alert>
    </div>
  );
}
