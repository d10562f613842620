import { ButtonLink } from "../../../components/button";
import { ComingSoon } from "../../../components/coming-soon";
import { useDocumentTitle } from "../../../hooks/use-document-title";

export function LoginPage() {
  useDocumentTitle("Login");
  return (
    <ComingSoon
      title="Login & Sign Up"
      route="/login"
      summary="Sign in to your account or create a new one in a minute. Account creation is being finished and opens in this build shortly."
      features={[
        "Log in with your e-mail and password, with a 'Remember me' option that keeps you signed in for 30 days",
        "Sign up with your full name, username, e-mail and a strong password, with the requirements shown as you type",
        "Confirm your e-mail with a 6-character code, with a resend button and countdown",
        "Forgot your password? Reset it securely with a one-time code",
      ]}
      actions={
        <>
          <ButtonLink to="/models">Explore AI Models</ButtonLink>
          <ButtonLink to="/pricing" variant="secondary">
            View Plans
          </ButtonLink>
        </>
      }
    />
  );
}
