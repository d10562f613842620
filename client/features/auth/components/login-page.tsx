import { Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import formStyles from "../../../components/form-layout.module.css";
import { LoadingState } from "../../../components/spinner";
import { type TabItem, Tabs } from "../../../components/tabs";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { lazyComponent } from "../../../lib/lazy-component";
import { SESSION_EXPIRED } from "../../../lib/session";
import { AUTH_TEXT } from "../utils/messages";
import styles from "./auth-form.module.css";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

// Sign-up (its two steps, the password rules) loads when its tab opens: most visits here log in (docs/architecture.md#performance-budgets).
const SignUpFlow = lazyComponent(
  () => import("./sign-up-flow"),
  (module) => module.SignUpFlow,
);

type Mode = "login" | "signup";

const MODES: readonly TabItem<Mode>[] = [
  { id: "login", label: "Login" },
  { id: "signup", label: "Sign Up" },
];

/** /login: log in, or sign up and confirm the e-mail with a code (docs/product/screens.md). */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>("login");
  const [params] = useSearchParams();
  const sessionExpired = params.get(SESSION_EXPIRED.param) === SESSION_EXPIRED.value;
  const isLogin = mode === "login";
  useDocumentTitle(isLogin ? "Login" : "Sign Up");

  return (
    <AuthLayout>
      <header className={formStyles.heading}>
        <h1 className={formStyles.title}>{isLogin ? "Welcome back" : "Create your account"}</h1>
        <p className={formStyles.lead}>
          {isLogin ? `Log in to continue to ${APP_NAME}.` : "Start free with the Starter plan. No card needed."}
        </p>
      </header>
      {sessionExpired && isLogin && <Alert tone="warning">{AUTH_TEXT.sessionExpired}</Alert>}
      <Tabs label="Login or sign up" items={MODES} value={mode} onChange={setMode} stretch>
        {isLogin ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<LoadingState message={AUTH_TEXT.signUpLoading} />}>
            <SignUpFlow />
          </Suspense>
        )}
      </Tabs>
      <p className={styles.switch}>
        {isLogin ? "Don't have an account? " : "Already have an account? "}
        <button
          type="button"
          className={`${formStyles.linkButton} ${styles.linkButton}`}
          onClick={() => setMode(isLogin ? "signup" : "login")}
        >
          {isLogin ? "Sign Up" : "Login"}
        </button>
      </p>
    </AuthLayout>
  );
}
