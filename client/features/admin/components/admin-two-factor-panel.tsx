import { TwoFactorSettings } from "../../../components/two-factor-settings";
import { useTwoFactorCalls } from "../../../hooks/use-two-factor-calls";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

/** Admin Settings: the administrator's own authenticator app and backup codes (issue #17). */
export function AdminTwoFactorPanel({ className }: { className?: string }) {
  const { status, ...calls } = useTwoFactorCalls("admin");
  return (
    <Panel
      title="Two-factor sign-in"
      description="A code from an authenticator app after the password: a leaked password alone cannot open the admin panel."
      className={className}
    >
      <QueryView query={status} loading="Loading two-factor settings..." keepData>
        {(data) => <TwoFactorSettings status={data} {...calls} codesFileName="nexgen-ai-admin-backup-codes.txt" />}
      </QueryView>
    </Panel>
  );
}
