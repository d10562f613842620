import { Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import formStyles from "../../../components/form-layout.module.css";
import { LoadingState } from "../../../components/spinner";
import { type TabItem, Tabs } from "../../../components/tabs";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { lazyComponent } from "../../../lib/lazy-component";
import { SESSION_EXPIRED } from "../../../lib/session";
import { loadAccountMessages } from "../../../messages/account";
import { loadPasswordMessages } from "../../../messages/password";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

// Sign-up (its two steps, the password rules) loads when its tab opens: most visits here log in (docs/architecture.md#performance-budgets).
const SignUpFlow = lazyComponent(
  () => import("./sign-up-flow"),
  (module) => module.SignUpFlow,
  loadPasswordMessages,
  loadAccountMessages,
);

type Mode = "login" | "signup";

/** Labels are catalogue keys, translated where they render. */
const MODES: readonly TabItem<Mode>[] = [
  { id: "login", label: "auth.tabs.login" },
  { id: "signup", label: "auth.tabs.signUp" },
];

/** /login: log in, or sign up and confirm the e-mail with a code (docs/product/screens.md). */
export function LoginPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  // A "Sign up" link elsewhere (a shared conversation's) opens the sign-up tab: `?mode=signup`.
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "login");
  const sessionExpired = params.get(SESSION_EXPIRED.param) === SESSION_EXPIRED.value;
  const isLogin = mode === "login";
  useDocumentTitle(t(isLogin ? "auth.tabs.login" : "auth.tabs.signUp"));
  const modes = MODES.map((item) => ({ ...item, label: t(item.label) }));
  const switchButton = (
    <button
      type="button"
      className={`${formStyles.linkButton} ${styles.linkButton}`}
      onClick={() => setMode(isLogin ? "signup" : "login")}
    />
  );

  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{isLogin ? t("auth.login.title") : t("auth.signUp.title")}</h1>
        <p className={formStyles.lead}>
          {isLogin ? t("auth.login.lead", { appName: APP_NAME }) : t("auth.signUp.lead")}
        </p>
      </header>
      {sessionExpired && isLogin && <Alert tone="warning">{t(AUTH_TEXT.sessionExpired)}</Alert>}
      <Tabs label={t("auth.tabs.label")} items={modes} value={mode} onChange={setMode} stretch>
        {isLogin ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<LoadingState message={t(AUTH_TEXT.signUpLoading)} />}>
            <SignUpFlow />
          </Suspense>
        )}
      </Tabs>
      <p className={styles.switch}>
        {isLogin ? (
          <Trans id="auth.login.noAccount" components={{ 0: switchButton }} />
        ) : (
          <Trans id="auth.signUp.haveAccount" components={{ 0: switchButton }} />
        )}
      </p>
    </AuthLayout>
  );
}
