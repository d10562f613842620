import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { adminLoginInput } from "#shared/admin";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import formStyles from "../../../components/form-layout.module.css";
import { ShieldIcon } from "../../../components/icons";
import { CurrentPasswordField } from "../../../components/password-field";
import { RememberMe } from "../../../components/remember-me";
import { TwoFactorChallenge } from "../../../components/two-factor-challenge";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAdminSession } from "../../../hooks/use-session";
import { APP_NAME } from "../../../lib/app-name";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { PATHS } from "../../../lib/paths";
import { type AdminSessionStart, storeAdminSession } from "../../../lib/session";
import { type FieldErrors, focusFirstInvalid, validate } from "../../../lib/validate";
import { useAdminLogin, useAdminLoginMfa } from "../api/use-admin-login";
import { AdminEnrolmentStep } from "./admin-enrolment-step";
import styles from "./admin-login-page.module.css";

/** After a right password: a code is needed, or (ADMIN_REQUIRE_2FA) setting two-factor up. */
type NextStep = { kind: "mfa"; mfaToken: string } | { kind: "enrol"; mfaToken: string } | null;

/** Where to go after signing in: back to the admin screen that sent us here, else the dashboard. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith(`${PATHS.admin}/`) && !from.startsWith(PATHS.adminLogin)
    ? from
    : PATHS.adminDashboard;
}

/** /admin/login (docs/product/screens.md): the administrators' own sign-in, separate from user accounts. */
export function AdminLoginPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.login.documentTitle"));
  const session = useAdminSession();
  const location = useLocation();
  if (session.adminToken) return <Navigate to={destinationOf(location.state)} replace />;
  return <AdminLoginForm destination={destinationOf(location.state)} />;
}

function AdminLoginForm({ destination }: { destination: string }) {
  const { t } = useT();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<NextStep>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const login = useAdminLogin();
  const loginMfa = useAdminLoginMfa();
  const navigate = useNavigate();

  const signedIn = (result: AdminSessionStart) => {
    storeAdminSession(result);
    navigate(destination, { replace: true });
  };

  const backToPassword = () => {
    setStep(null);
    setPassword("");
    login.reset();
    loginMfa.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const checked = validate(adminLoginInput, { username, password, rememberMe });
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      focusFirstInvalid(formRef.current, checked.errors);
      login.reset();
      return;
    }
    login.mutate(checked.data, {
      onSuccess: (result) => {
        if ("mfaRequired" in result) setStep({ kind: "mfa", mfaToken: result.mfaToken });
        else if ("mfaEnrolmentRequired" in result) setStep({ kind: "enrol", mfaToken: result.mfaToken });
        else signedIn(result);
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className={[styles.card, step?.kind === "enrol" && styles.wide].filter(Boolean).join(" ")}>
        <header className={`${formStyles.heading} ${styles.heading}`}>
          <span className={styles.mark} aria-hidden="true">
            <ShieldIcon size={26} />
          </span>
          <p className={styles.eyebrow}>{APP_NAME}</p>
          <h1 className={formStyles.title}>{t("admin.common.panelTitle")}</h1>
          <p className={formStyles.lead}>
            {step?.kind === "enrol"
              ? t("admin.login.leadEnrol")
              : step?.kind === "mfa"
                ? t("admin.login.leadCode")
                : t("admin.login.lead")}
          </p>
        </header>
        {step?.kind === "mfa" ? (
          <TwoFactorChallenge
            busy={loginMfa.isPending}
            error={loginMfa.isError ? errorMessage(loginMfa.error, t("admin.common.genericError")) : undefined}
            onSubmit={(code) => loginMfa.mutate({ mfaToken: step.mfaToken, code }, { onSuccess: signedIn })}
            onBack={backToPassword}
            backLabel={t("admin.login.backToLogin")}
            showIcon={false}
          />
        ) : step?.kind === "enrol" ? (
          <AdminEnrolmentStep mfaToken={step.mfaToken} onDone={signedIn} onBack={backToPassword} />
        ) : (
          <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate>
            <TextField
              label={t("admin.fields.username")}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={fieldErrors.username}
              required
            />
            <CurrentPasswordField value={password} onChange={setPassword} error={fieldErrors.password} />
            <RememberMe
              checked={rememberMe}
              onChange={setRememberMe}
              title={t("admin.login.rememberMe")}
              className={styles.checkbox}
            />
            {login.isError && <Alert tone="danger">{errorMessage(login.error, t("admin.common.genericError"))}</Alert>}
            <Button type="submit" size="lg" block busy={login.isPending}>
              {login.isPending ? t("admin.login.loggingIn") : t("admin.login.submit")}
            </Button>
          </form>
        )}
        <Link to={PATHS.home} className={styles.siteLink}>
          {t("admin.common.backToApp", { appName: APP_NAME })}
        </Link>
      </div>
    </div>
  );
}
