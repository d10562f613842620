import { type FormEvent, useId, useState } from "react";
import { BACKUP_CODE_COUNT, disableTwoFactorForm, regenerateCodesForm } from "#shared/two-factor";
import { errorMessage } from "../lib/errors";
import { formatLongDate } from "../lib/format-date";
import { useT } from "../lib/i18n/use-t";
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

/** What a failed call says: the server's words, or the catalogue's "Something went wrong". */
function useFailure() {
  const { t } = useT();
  return (error: unknown) => (error ? errorMessage(error, t("common.somethingWentWrong")) : undefined);
}

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
  const { t } = useT();
  const failure = useFailure();
  const enabledNote = ({ enabledAt, backupCodesLeft }: TwoFactorStatus) => {
    const counts = { left: backupCodesLeft, total: BACKUP_CODE_COUNT };
    const date = formatLongDate(enabledAt);
    return date ? t("common.twoFactor.onSince", { ...counts, date }) : t("common.twoFactor.onRecently", counts);
  };
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
        <Alert tone="success">{t("common.twoFactor.onNotice")}</Alert>
        <BackupCodes codes={codes} fileName={codesFileName} />
        <div>
          <Button onClick={() => setCodes(null)}>{t("common.twoFactor.savedCodes")}</Button>
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
            {t("common.twoFactor.app")}
            {status.enabled ? (
              <Badge tone="success">{t("common.twoFactor.on")}</Badge>
            ) : (
              <Badge>{t("common.twoFactor.off")}</Badge>
            )}
          </p>
          <p className={styles.note}>{status.enabled ? enabledNote(status) : t("common.twoFactor.offNote")}</p>
          {status.required && <p className={styles.note}>{t("common.twoFactor.required")}</p>}
        </div>
        {status.enabled ? (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setDialog("regenerate")}>
              {t("common.twoFactor.newCodes")}
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={() => setDialog("disable")}>
                {t("common.twoFactor.turnOff")}
              </Button>
            )}
          </div>
        ) : (
          <Button onClick={start} busy={begin.isPending}>
            {t("common.twoFactor.setUp")}
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
  const { t } = useT();
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
        {kind === "app" ? t("common.twoFactor.useBackup") : t("common.twoFactor.useApp")}
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
  const { t } = useT();
  const failure = useFailure();
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
      title={t("common.twoFactor.newCodes")}
      description={codes ? undefined : t("common.twoFactor.newCodesDescription")}
      footer={
        codes ? (
          <Button onClick={close}>{t("common.twoFactor.done")}</Button>
        ) : (
          <>
            <CancelButton onClick={close} disabled={regenerate.isPending} />
            <Button type="submit" form={formId} busy={regenerate.isPending}>
              {t("common.twoFactor.createCodes")}
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
  const { t } = useT();
  const failure = useFailure();
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
      title={t("common.twoFactor.turnOffTitle")}
      description={t("common.twoFactor.turnOffDescription")}
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
            {t("common.actions.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={disable.isPending}>
            {t("common.twoFactor.turnOff")}
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
