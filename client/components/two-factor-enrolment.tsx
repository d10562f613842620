import type { FormEvent } from "react";
import { twoFactorCodeForm } from "#shared/two-factor";
import { useCodeEntry } from "../hooks/use-code-entry";
import { useT } from "../lib/i18n/use-t";
import type { RouterOutputs } from "../lib/trpc";
import { validate } from "../lib/validate";
import { Alert } from "./alert";
import { Button, CancelButton } from "./button";
import { CopyableText } from "./copyable-text";
import formStyles from "./form-layout.module.css";
import styles from "./two-factor.module.css";
import { TwoFactorCodeField } from "./two-factor-code-field";

/** The secret, its otpauth URI, and the URI as a QR code (a PNG data URL drawn by the server: no outside service sees the secret). */
export type TwoFactorSetup = RouterOutputs["auth"]["twoFactor"]["begin"];

interface TwoFactorEnrolmentProps {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => void;
  busy: boolean;
  error?: string;
  onCancel?: () => void;
  /** Already translated; "Turn on two-factor" when not given. */
  confirmLabel?: string;
}

/** Groups of four, as authenticator apps print keys: easier to type without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Scan (or type) the new secret, then prove it with the app's first code. */
export function TwoFactorEnrolment({ setup, onConfirm, busy, error, onCancel, confirmLabel }: TwoFactorEnrolmentProps) {
  const { t } = useT();
  const { code, setProblem, field } = useCodeEntry();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(twoFactorCodeForm.app, { code });
    setProblem(checked.ok ? undefined : checked.errors.code);
    if (checked.ok) onConfirm(checked.data.code);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={styles.setup}>
        <img className={styles.qr} src={setup.qrCode} alt={t("common.twoFactor.qrAlt")} />
        <ol className={styles.steps}>
          <li className={styles.step}>
            <span className={styles.stepTitle}>{t("common.twoFactor.scanStep")}</span>
            <span className={styles.note}>{t("common.twoFactor.scanNote")}</span>
          </li>
          <li className={styles.step}>
            <span className={styles.stepTitle}>{t("common.twoFactor.keyStep")}</span>
            <span className={styles.secret}>
              <CopyableText text={grouped(setup.secret)} label={t("common.twoFactor.copyKey")} />
            </span>
          </li>
          <li className={styles.step}>
            <span className={styles.stepTitle}>{t("common.twoFactor.codeStep")}</span>
            <div className={styles.codeBox}>
              <TwoFactorCodeField kind="app" {...field} />
            </div>
          </li>
        </ol>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className={styles.buttons}>
        <Button type="submit" busy={busy}>
          {busy ? t("common.twoFactor.checking") : (confirmLabel ?? t("common.twoFactor.turnOn"))}
        </Button>
        {onCancel && <CancelButton onClick={onCancel} disabled={busy} />}
      </div>
    </form>
  );
}
