import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/form-field";
import { ShieldIcon } from "../../../components/icons";
import { PasswordField } from "../../../components/password-field";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAdminSession } from "../../../hooks/use-session";
import { APP_NAME } from "../../../lib/app-name";
import { errorMessage } from "../../../lib/errors";
import { storeAdminSession } from "../../../lib/session";
import { useAdminLogin } from "../api/use-admin-login";
import { ADMIN_TEXT } from "../utils/messages";
import styles from "./admin-login-page.module.css";

const DASHBOARD = "/admin/dashboard";

/** Where to go after signing in: back to the admin screen that sent us here, else the dashboard. */
function destinationOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/admin/") && !from.startsWith("/admin/login") ? from : DASHBOARD;
}

/** /admin/login (SPEC §2): the administrators' own sign-in, separate from user accounts. */
export function AdminLoginPage() {
  useDocumentTitle("Admin Login");
  const session = useAdminSession();
  const location = useLocation();
  if (session.adminToken) return <Navigate to={destinationOf(location.state)} replace />;
  return <AdminLoginForm destination={destinationOf(location.state)} />;
}

function AdminLoginForm({ destination }: { destination: string }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);
  const login = useAdminLogin();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const errors = {
      username: username.trim() ? undefined : "Username is required",
      password: password ? undefined : "Password is required",
    };
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      login.reset();
      formRef.current?.querySelector<HTMLElement>(`[name="${errors.username ? "username" : "password"}"]`)?.focus();
      return;
    }
    login.mutate(
      { username: username.trim(), password, rememberMe },
      {
        onSuccess: (result) => {
          storeAdminSession(result);
          navigate(destination, { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.heading}>
          <span className={styles.mark} aria-hidden="true">
            <ShieldIcon size={26} />
          </span>
          <p className={styles.eyebrow}>{APP_NAME}</p>
          <h1 className={styles.title}>{ADMIN_TEXT.panelTitle}</h1>
          <p className={styles.lead}>Sign in with your administrator account.</p>
        </header>
        <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={fieldErrors.username}
            required
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password}
            required
          />
          <label className={styles.checkbox} title="Stay signed in on this device for longer">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            Remember me
          </label>
          {login.isError && <Alert tone="danger">{errorMessage(login.error, ADMIN_TEXT.genericError)}</Alert>}
          <Button type="submit" size="lg" block busy={login.isPending}>
            {login.isPending ? ADMIN_TEXT.loggingIn : "Login"}
          </Button>
        </form>
        <Link to="/" className={styles.siteLink}>
          Back to {APP_NAME}
        </Link>
      </div>
    </div>
  );
}
