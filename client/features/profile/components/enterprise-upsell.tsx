import type { ReactNode } from "react";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";

/** What a profile tab offers Enterprise (API keys, analytics), told to a lower plan with the way to it. */
export function EnterpriseUpsell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <Alert
      tone="info"
      title={title}
      actions={
        <ButtonLink size="sm" to={PATHS.pricing}>
          {t("profile.upsell.seePlans")}
        </ButtonLink>
      }
    >
      {children}
    </Alert>
  );
}
