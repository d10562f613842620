import { TwoFactorSettings } from "../../../components/two-factor-settings";
import { useTwoFactorCalls } from "../../../hooks/use-two-factor-calls";
import { useT } from "../../../lib/i18n/use-t";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

/** Admin Settings: the administrator's own authenticator app and backup codes (issue #17). */
export function AdminTwoFactorPanel({ className }: { className?: string }) {
  const { t } = useT();
  const { status, ...calls } = useTwoFactorCalls("admin");
  return (
    <Panel title={t("admin.twoFactor.title")} description={t("admin.twoFactor.description")} className={className}>
      <QueryView query={status} loading={t("admin.twoFactor.loading")} keepData>
        {(data) => <TwoFactorSettings status={data} {...calls} codesFileName="nexgen-ai-admin-backup-codes.txt" />}
      </QueryView>
    </Panel>
  );
}
