import { LoadingState } from "../../../components/spinner";
import { TwoFactorSettings } from "../../../components/two-factor-settings";
import { useAdminTwoFactor } from "../api/use-admin-two-factor";
import { LoadError } from "./load-error";
import { Panel } from "./panel";

/** Admin Settings: the administrator's own authenticator app and backup codes (issue #17). */
export function AdminTwoFactorPanel({ className }: { className?: string }) {
  const { status, ...calls } = useAdminTwoFactor();
  return (
    <Panel
      title="Two-factor sign-in"
      description="A code from an authenticator app after the password: a leaked password alone cannot open the admin panel."
      className={className}
    >
      {status.data ? (
        <TwoFactorSettings status={status.data} {...calls} codesFileName="nexgen-ai-admin-backup-codes.txt" />
      ) : status.isError ? (
        <LoadError query={status} />
      ) : (
        <LoadingState message="Loading two-factor settings..." />
      )}
    </Panel>
  );
}
