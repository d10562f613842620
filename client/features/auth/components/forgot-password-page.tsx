import { Suspense, useState } from "react";
import { Link } from "react-router-dom";
import formStyles from "../../../components/form-layout.module.css";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { loadAccountMessages } from "../../../messages/account";
import { loadPasswordMessages } from "../../../messages/password";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { AuthLayout } from "./auth-layout";
import { ForgotEmailStep } from "./forgot-email-step";

// The code and new-password steps load after the e-mail step, while the mail is on its way (docs/architecture.md#performance-budgets).
const ForgotVerifyStep = lazyComponent(
  () => import("./forgot-verify-step"),
  (module) => module.ForgotVerifyStep,
);
const ForgotResetStep = lazyComponent(
  () => import("./forgot-reset-step"),
  (module) => module.ForgotResetStep,
  loadPasswordMessages,
  loadAccountMessages,
);

type Step =
  | { id: "email" }
  | { id: "verify"; email: string; message: string; cooldown: number }
  | { id: "reset"; email: string; resetToken: string; message: string };

/** Titles and leads are catalogue keys, translated where they render. */
const STEPS = [
  { id: "email", title: "auth.forgot.emailTitle", lead: "auth.forgot.emailLead" },
  { id: "verify", title: "auth.forgot.verifyTitle", lead: "auth.forgot.verifyLead" },
  { id: "reset", title: "auth.forgot.resetTitle", lead: "auth.forgot.resetLead" },
] as const;

/** /forgot-password: e-mail → code → new password (docs/product/screens.md and docs/product/data.md#states-and-transitions; the code yields a resetToken, docs/product.md#changes-from-the-original-specification). */
export function ForgotPasswordPage() {
  const { t } = useT();
  const [step, setStep] = useState<Step>({ id: "email" });
  const index = STEPS.findIndex((item) => item.id === step.id);
  const current = STEPS[index] ?? STEPS[0];
  useDocumentTitle(t(current.title));

  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <p className={styles.stepLabel}>{t("auth.forgot.step", { step: index + 1, total: STEPS.length })}</p>
        <ol className={styles.steps} aria-hidden="true">
          {STEPS.map((item, position) => (
            <li
              key={item.id}
              className={styles.stepDot}
              data-state={position < index ? "done" : position === index ? "current" : "next"}
            />
          ))}
        </ol>
        <h1 className={formStyles.title}>{t(current.title)}</h1>
        <p className={formStyles.lead}>{t(current.lead)}</p>
      </header>
      {step.id === "email" && (
        <ForgotEmailStep onSent={(email, message, cooldown) => setStep({ id: "verify", email, message, cooldown })} />
      )}
      <Suspense fallback={<LoadingState message={t(AUTH_TEXT.stepLoading)} />}>
        {step.id === "verify" && (
          <ForgotVerifyStep
            email={step.email}
            message={step.message}
            initialCooldown={step.cooldown}
            onVerified={(resetToken, message) => setStep({ id: "reset", email: step.email, resetToken, message })}
            onChangeEmail={() => setStep({ id: "email" })}
          />
        )}
        {step.id === "reset" && (
          <ForgotResetStep email={step.email} resetToken={step.resetToken} message={step.message} />
        )}
      </Suspense>
      <p className={styles.back}>
        <Link to={PATHS.login} className={styles.textLink}>
          {t("auth.forgot.backToLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
