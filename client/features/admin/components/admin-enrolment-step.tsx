import { useState } from "react";
import { Alert } from "../../../components/alert";
import { BackupCodes } from "../../../components/backup-codes";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { ArrowLeftIcon } from "../../../components/icons";
import { TwoFactorEnrolment } from "../../../components/two-factor-enrolment";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import type { AdminSessionStart } from "../../../lib/session";
import type { RouterOutputs } from "../../../lib/trpc";
import { useAdminLoginEnrolment } from "../api/use-admin-login";

interface AdminEnrolmentStepProps {
  mfaToken: string;
  /** The session, once the administrator has seen the backup codes. */
  onDone: (login: AdminSessionStart) => void;
  onBack: () => void;
}

/**
 * ADMIN_REQUIRE_2FA: the password was right, but this administrator has no
 * second factor yet. Setting one up here is the only way on; the session
 * opens with its first code.
 */
export function AdminEnrolmentStep({ mfaToken, onDone, onBack }: AdminEnrolmentStepProps) {
  const { t } = useT();
  const { begin, confirm } = useAdminLoginEnrolment();
  const [login, setLogin] = useState<RouterOutputs["admin"]["loginEnrolConfirm"] | null>(null);

  if (login)
    return (
      <div className={formStyles.form}>
        <Alert tone="success">{t("admin.enrol.done")}</Alert>
        <BackupCodes codes={login.backupCodes} fileName="nexgen-ai-admin-backup-codes.txt" />
        <Button size="lg" block onClick={() => onDone(login)}>
          {t("admin.enrol.continue")}
        </Button>
      </div>
    );

  if (begin.data)
    return (
      <TwoFactorEnrolment
        setup={begin.data}
        busy={confirm.isPending}
        error={confirm.isError ? errorMessage(confirm.error, t("admin.common.genericError")) : undefined}
        onConfirm={(code) => confirm.mutate({ mfaToken, code }, { onSuccess: setLogin })}
        onCancel={onBack}
        confirmLabel={t("admin.enrol.confirm")}
      />
    );

  return (
    <div className={formStyles.form}>
      <Alert tone="info" title={t("admin.enrol.introTitle")}>
        {t("admin.enrol.intro")}
      </Alert>
      {begin.isError && <Alert tone="danger">{errorMessage(begin.error, t("admin.common.genericError"))}</Alert>}
      <Button size="lg" block busy={begin.isPending} onClick={() => begin.mutate({ mfaToken })}>
        {t("admin.enrol.start")}
      </Button>
      <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onBack}>
        {t("admin.login.backToLogin")}
      </Button>
    </div>
  );
}
