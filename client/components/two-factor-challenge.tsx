import { type FormEvent, useState } from "react";
import { twoFactorCodeForm } from "#shared/two-factor";
import { useCodeEntry } from "../hooks/use-code-entry";
import { useT } from "../lib/i18n/use-t";
import { validate } from "../lib/validate";
import { Alert } from "./alert";
import { Button } from "./button";
import formStyles from "./form-layout.module.css";
import { ArrowLeftIcon, ShieldIcon } from "./icons";
import { StepIntro } from "./step-intro";
import styles from "./two-factor.module.css";
import { type CodeKind, TwoFactorCodeField } from "./two-factor-code-field";

interface TwoFactorChallengeProps {
  /** Sends the code; the caller's mutation. */
  onSubmit: (code: string) => void;
  onBack: () => void;
  busy: boolean;
  /** The server's refusal, already in words (wrong code, too many attempts, token expired). */
  error?: string;
  /** Already translated; "Back" when not given. */
  backLabel?: string;
  /** Off where the page already shows a shield above (the admin sign-in). */
  showIcon?: boolean;
}

/** The sign-in step after the password when two-factor is on: an app code, or a backup code instead. */
export function TwoFactorChallenge({
  onSubmit,
  onBack,
  busy,
  error,
  backLabel,
  showIcon = true,
}: TwoFactorChallengeProps) {
  const { t } = useT();
  const [kind, setKind] = useState<CodeKind>("app");
  const { code, setCode, setProblem, field } = useCodeEntry();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(twoFactorCodeForm[kind], { code });
    setProblem(checked.ok ? undefined : checked.errors.code);
    if (checked.ok) onSubmit(checked.data.code);
  };

  const switchKind = () => {
    setKind(kind === "app" ? "backup" : "app");
    setCode("");
    setProblem(undefined);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <StepIntro icon={showIcon && <ShieldIcon size={24} />} title={t("common.twoFactor.challengeTitle")}>
        {kind === "app" ? t("common.twoFactor.challengeApp") : t("common.twoFactor.challengeBackup")}
      </StepIntro>
      <TwoFactorCodeField key={kind} kind={kind} {...field} autoFocus />
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="submit" size="lg" block busy={busy}>
        {busy ? t("common.twoFactor.verifying") : t("common.twoFactor.verify")}
      </Button>
      <div className={styles.actions}>
        <button type="button" className={`${formStyles.linkButton} ${styles.linkButton}`} onClick={switchKind}>
          {kind === "app" ? t("common.twoFactor.useBackup") : t("common.twoFactor.useApp")}
        </button>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon size={16} />} onClick={onBack} disabled={busy}>
          {backLabel ?? t("common.actions.back")}
        </Button>
      </div>
    </form>
  );
}
