import { ROLE_LABEL } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { PATHS } from "../../../lib/paths";
import type { LockedModelNotice as Notice } from "../utils/model-choice";
import styles from "./chat-page.module.css";

/** Why the ?model= a link asked for is not the one selected, and where to get it (issue #13). */
export function LockedModelNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div className={styles.banner}>
      <Alert
        tone="info"
        title={`${notice.modelName} needs the ${ROLE_LABEL[notice.plan]} plan.`}
        actions={
          <ButtonLink size="sm" to={PATHS.pricing}>
            Upgrade
          </ButtonLink>
        }
      >
        {notice.instead && `You are chatting with ${notice.instead} for now.`}
      </Alert>
    </div>
  );
}
