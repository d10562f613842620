import { useState } from "react";
import { Alert } from "../../../components/alert";
import { BackupCodes } from "../../../components/backup-codes";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { ArrowLeftIcon } from "../../../components/icons";
import { TwoFactorEnrolment } from "../../../components/two-factor-enrolment";
import { errorMessage } from "../../../lib/errors";
import type { AdminSessionStart } from "../../../lib/session";
import type { RouterOutputs } from "../../../lib/trpc";
import { useAdminLoginEnrolment } from "../api/use-admin-login";
import { ADMIN_TEXT } from "../utils/messages";

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
  const { begin, confirm } = useAdminLoginEnrolment();
  const [login, setLogin] = useState<RouterOutputs["admin"]["loginEnrolConfirm"] | null>(null);

  if (login)
    return (
      <div className={formStyles.form}>
        <Alert tone="success">
          Two-factor sign-in is on. From now on, sign-in asks for a code after your password.
        </Alert>
        <BackupCodes codes={login.backupCodes} fileName="nexgen-ai-admin-backup-codes.txt" />
        <Button size="lg" block onClick={() => onDone(login)}>
          I have saved them, continue
        </Button>
      </div>
    );

  if (begin.data)
    return (
      <TwoFactorEnrolment
        setup={begin.data}
        busy={confirm.isPending}
        error={confirm.isError ? errorMessage(confirm.error, ADMIN_TEXT.genericError) : undefined}
        onConfirm={(code) => confirm.mutate({ mfaToken, code }, { onSuccess: setLogin })}
        onCancel={onBack}
        confirmLabel="Turn on and sign in"
      />
    );

  return (
    <div className={formStyles.form}>
      <Alert tone="info" title="Set up two-factor sign-in to continue">
        Administrator accounts on this server must use a second factor. You need an authenticator app on your phone; it
        takes a minute.
      </Alert>
      {begin.isError && <Alert tone="danger">{errorMessage(begin.error, ADMIN_TEXT.genericError)}</Alert>}
      <Button size="lg" block busy={begin.isPending} onClick={() => begin.mutate({ mfaToken })}>
        Set up two-factor
      </Button>
      <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onBack}>
        Back to login
      </Button>
    </div>
  );
}
