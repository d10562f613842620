import { type FormEvent, Suspense, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import formStyles from "../../../components/form-layout.module.css";
import { CurrentPasswordField } from "../../../components/password-field";
import { RememberMe } from "../../../components/remember-me";
import { LoadingState } from "../../../components/spinner";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { PATHS } from "../../../lib/paths";
import { type FieldErrors, focusFirstInvalid, lazySchema, validate } from "../../../lib/validate";
import { loadAccountMessages } from "../../../messages/account";
import { useLogin } from "../api/use-login";
import { useLoginMfa } from "../api/use-login-mfa";
import { useStartSession } from "../hooks/use-start-session";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { EmailField } from "./email-field";
import { SocialSignIn } from "./social-sign-in";
import { SsoSignIn } from "./sso-sign-in";

// Only accounts with two-factor sign-in see the code step, after the password: it loads then.
const TwoFactorChallenge = lazyComponent(
  () => import("../../../components/two-factor-challenge"),
  (module) => module.TwoFactorChallenge,
  loadAccountMessages,
);

const loginSchema = lazySchema(() => import("../utils/form-schemas").then((schemas) => schemas.loginInput));

export function LoginForm() {
  const { t } = useT();
  const [params] = useSearchParams();
  // A link that knows the address (a workspace invitation's "Sign in") fills it in: `?email=`.
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  /** Set when the password was right and two-factor is on: the code step shows instead of the form. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();
  const loginMfa = useLoginMfa();
  const startSession = useStartSession();
  const busy = checking || login.isPending;

  const submit = async () => {
    setChecking(true);
    const result = await validate(loginSchema, { email, password, rememberMe });
    setChecking(false);
    if (!result.ok) {
      login.reset();
      setFieldErrors(result.errors);
      focusFirstInvalid(formRef.current, result.errors);
      return;
    }
    setFieldErrors({});
    login.mutate(result.data, {
      onSuccess: (answer) => {
        if ("mfaRequired" in answer) {
          loginMfa.reset();
          setMfaToken(answer.mfaToken);
        } else startSession(answer);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit();
  };

  if (mfaToken)
    return (
      <Suspense fallback={<LoadingState message={t(AUTH_TEXT.stepLoading)} />}>
        <TwoFactorChallenge
          busy={loginMfa.isPending}
          error={loginMfa.isError ? errorMessage(loginMfa.error, t(AUTH_TEXT.genericError)) : undefined}
          onSubmit={(code) => loginMfa.mutate({ mfaToken, code }, { onSuccess: startSession })}
          onBack={() => {
            setMfaToken(null);
            setPassword("");
            login.reset();
          }}
          backLabel={t("auth.login.backToLogin")}
        />
      </Suspense>
    );

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} onFocus={loginSchema.prefetch} noValidate>
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldErrors.email} />
      <CurrentPasswordField
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        placeholder={t("auth.login.passwordPlaceholder")}
      />
      <div className={styles.inlineRow}>
        <RememberMe checked={rememberMe} onChange={setRememberMe} title={t("auth.login.rememberMeHint")} />
        <Link to={PATHS.forgotPassword} className={styles.textLink}>
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
      {login.isError && <Alert tone="danger">{errorMessage(login.error, t(AUTH_TEXT.genericError))}</Alert>}
      <Button type="submit" size="lg" block busy={busy}>
        {login.isPending ? t("auth.login.submitting") : t("auth.login.submit")}
      </Button>
      <SsoSignIn email={email} />
      <SocialSignIn />
    </form>
  );
}
