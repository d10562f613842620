import { type FormEvent, useId, useState } from "react";
import { BACKUP_CODE_COUNT, disableTwoFactorForm, regenerateCodesForm } from "#shared/two-factor";
import { errorMessage } from "../lib/errors";
import { formatLongDate } from "../lib/format-date";
import type { RouterInputs, RouterOutputs } from "../lib/trpc";
import { type FieldErrors, validate } from "../lib/validate";
import { Alert } from "./alert";
import { BackupCodes } from "./backup-codes";
import { Badge } from "./badge";
import { Button, CancelButton } from "./button";
import { Dialog } from "./dialog";
import formStyles from "./form-layout.module.css";
import { CurrentPasswordField } from "./password-field";
import styles from "./two-factor.module.css";
import { type CodeKind, TwoFactorCodeField } from "./two-factor-code-field";
import { TwoFactorEnrolment, type TwoFactorSetup } from "./two-factor-enrolment";

/** The parts of a react-query mutation this screen uses: users' and admins' procedures both fit. */
interface MutationLike<TInput, TOutput> {
  mutate: (input: TInput, options?: { onSuccess?: (data: TOutput) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/** A person's auth.twoFactor.* and an administrator's admin.twoFactor.* take and answer the same. */
type Calls = RouterOutputs["auth"]["twoFactor"];
type Inputs = RouterInputs["auth"]["twoFactor"];

/** Users' and admins' status have one shape; `required` (ADMIN_REQUIRE_2FA) keeps an administrator from turning it off. */
export type TwoFactorStatus = RouterOutputs["auth"]["twoFactor"]["status"];

export interface TwoFactorSettingsProps {
  status: TwoFactorStatus;
  begin: MutationLike<void, TwoFactorSetup>;
  confirm: MutationLike<Inputs["confirm"], Calls["confirm"]>;
  regenerate: MutationLike<Inputs["regenerateBackupCodes"], Calls["regenerateBackupCodes"]>;
  disable: MutationLike<Inputs["disable"], Calls["disable"]>;
  /** Name of the downloaded backup-code file. */
  codesFileName: string;
}

const FAILED = "Something went wrong. Please try again.";
const failure = (error: unknown) => (error ? errorMessage(error, FAILED) : undefined);

/**
 * Two-factor sign-in for the signed-in account: set it up (QR code, first
 * code, backup codes shown once), renew backup codes, turn it off. The same
 * screen serves the profile and the admin Settings; each passes its own calls.
 */
export function TwoFactorSettings({
  status,
  begin,
  confirm,
  regenerate,
  disable,
  codesFileName,
}: TwoFactorSettingsProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<"regenerate" | "disable" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const start = () => {
    setNotice(null);
    confirm.reset();
    begin.mutate(undefined, { onSuccess: setSetup });
  };

  if (codes)
    return (
      <div className={styles.stack}>
        <Alert tone="success">Two-factor sign-in is on. Next time you sign in, we will ask for a code.</Alert>
        <BackupCodes codes={codes} fileName={codesFileName} />
        <div>
          <Button onClick={() => setCodes(null)}>I have saved my codes</Button>
        </div>
      </div>
    );

  if (setup)
    return (
      <TwoFactorEnrolment
        setup={setup}
        busy={confirm.isPending}
        error={failure(confirm.error)}
        onConfirm={(code) =>
          confirm.mutate(
            { code },
            {
              onSuccess: (result) => {
                setSetup(null);
                setCodes(result.backupCodes);
              },
            },
          )
        }
        onCancel={() => setSetup(null)}
      />
    );

  return (
    <div className={styles.stack}>
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className={styles.row}>
        <div className={styles.rowText}>
          <p className={styles.label}>
            Authenticator app
            {status.enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
          </p>
          <p className={styles.note}>
            {status.enabled
              ? `On since ${formatLongDate(status.enabledAt) ?? "recently"}. ${status.backupCodesLeft} of ${BACKUP_CODE_COUNT} backup codes left.`
              : "After your password, sign-in also asks for a code from an app on your phone, so a stolen password is not enough."}
          </p>
          {status.required && <p className={styles.note}>Required for administrators on this server.</p>}
        </div>
        {status.enabled ? (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setDialog("regenerate")}>
              New backup codes
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={() => setDialog("disable")}>
                Turn off
              </Button>
            )}
          </div>
        ) : (
          <Button onClick={start} busy={begin.isPending}>
            Set up two-factor
          </Button>
        )}
      </div>
      {begin.error ? <Alert tone="danger">{failure(begin.error)}</Alert> : null}
      <RegenerateDialog
        open={dialog === "regenerate"}
        onClose={() => setDialog(null)}
        regenerate={regenerate}
        codesFileName={codesFileName}
      />
      <DisableDialog
        open={dialog === "disable"}
        onClose={() => setDialog(null)}
        disable={disable}
        onDone={(message) => {
          setDialog(null);
          setNotice(message);
        }}
      />
    </div>
  );
}

/** An app code, or a backup code when the phone is not at hand. */
function CodeInput({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const [kind, setKind] = useState<CodeKind>("app");
  return (
    <div className={styles.step}>
      <TwoFactorCodeField key={kind} kind={kind} value={value} onChange={onChange} error={error} />
      <button
        type="button"
        className={`${formStyles.linkButton} ${styles.linkButton}`}
        onClick={() => {
          setKind(kind === "app" ? "backup" : "app");
          onChange("");
        }}
      >
        {kind === "app" ? "Use a backup code instead" : "Use your authenticator app instead"}
      </button>
    </div>
  );
}

function RegenerateDialog({
  open,
  onClose,
  regenerate,
  codesFileName,
}: {
  open: boolean;
  onClose: () => void;
  regenerate: TwoFactorSettingsProps["regenerate"];
  codesFileName: string;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const formId = useId();
  const close = () => {
    setCode("");
    setProblem(undefined);
    setCodes(null);
    regenerate.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (regenerate.isPending) return;
    const checked = validate(regenerateCodesForm, { code });
    setProblem(checked.ok ? undefined : checked.errors.code);
    if (checked.ok) regenerate.mutate(checked.data, { onSuccess: (result) => setCodes(result.backupCodes) });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="New backup codes"
      description={codes ? undefined : "Enter a code to create ten new backup codes. The old ones stop working."}
      footer={
        codes ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <CancelButton onClick={close} disabled={regenerate.isPending} />
            <Button type="submit" form={formId} busy={regenerate.isPending}>
              Create codes
            </Button>
          </>
        )
      }
    >
      {codes ? (
        <BackupCodes codes={codes} fileName={codesFileName} />
      ) : (
        <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
          <CodeInput value={code} onChange={setCode} error={problem} />
          {regenerate.error ? <Alert tone="danger">{failure(regenerate.error)}</Alert> : null}
        </form>
      )}
    </Dialog>
  );
}

function DisableDialog({
  open,
  onClose,
  disable,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  disable: TwoFactorSettingsProps["disable"];
  onDone: (message: string) => void;
}) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [problems, setProblems] = useState<FieldErrors>({});
  const formId = useId();
  const clear = () => {
    setPassword("");
    setCode("");
    setProblems({});
    disable.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disable.isPending) return;
    const checked = validate(disableTwoFactorForm, { password, code });
    setProblems(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    disable.mutate(checked.data, {
      onSuccess: (result) => {
        clear();
        onDone(result.message);
      },
    });
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        clear();
        onClose();
      }}
      title="Turn off two-factor sign-in"
      description="Signing in will need only your password. Confirm with your password and a code."
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              clear();
              onClose();
            }}
            disabled={disable.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={disable.isPending}>
            Turn off
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
        <CurrentPasswordField value={password} onChange={setPassword} error={problems.password} />
        <CodeInput value={code} onChange={setCode} error={problems.code} />
        {disable.error ? <Alert tone="danger">{failure(disable.error)}</Alert> : null}
      </form>
    </Dialog>
  );
}
