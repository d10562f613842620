import { ROLE_LABEL } from "#shared/roles";
import { Alert } from "../../../components/alert";
import { Button, ButtonLink } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import type { VisionNotice as Notice } from "../utils/vision";

interface VisionNoticeProps {
  notice: Notice | null;
  onSwitch: (modelId: string) => void;
}

/** Before sending: the chosen model cannot see the attached image, and the one click that fixes it (issue #30). */
export function VisionNotice({ notice, onSwitch }: VisionNoticeProps) {
  const { t } = useT();
  if (!notice) return null;
  if (notice.kind === "switch") {
    const suggestion = notice.suggestion.name;
    return (
      <Alert
        tone="warning"
        actions={
          <Button size="sm" onClick={() => onSwitch(notice.suggestion.modelId)}>
            {t("chat.vision.switchButton", { suggestion })}
          </Button>
        }
      >
        {t("chat.vision.switch", { model: notice.model, suggestion })}
      </Alert>
    );
  }
  if (notice.kind === "upgrade")
    return (
      <Alert
        tone="warning"
        actions={
          <ButtonLink size="sm" to={PATHS.pricing}>
            {t("chat.common.seePlans")}
          </ButtonLink>
        }
      >
        {t("chat.vision.upgrade", { model: notice.model, plan: ROLE_LABEL[notice.plan] })}
      </Alert>
    );
  return <Alert tone="warning">{t("chat.vision.none", { model: notice.model })}</Alert>;
}
