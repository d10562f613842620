import { ButtonLink } from "../../../components/button";
import { ComingSoon } from "../../../components/coming-soon";
import { useDocumentTitle } from "../../../hooks/use-document-title";

export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  return (
    <ComingSoon
      title="Forgot Password"
      route="/forgot-password"
      summary="Reset a forgotten password in three short steps. This screen is being finished and opens in this build shortly."
      features={[
        "Enter the e-mail address of your account to receive a one-time code",
        "Verify the 6-digit code (valid for 10 minutes)",
        "Choose a new strong password and sign in again",
      ]}
      actions={
        <ButtonLink to="/login" variant="secondary">
          Back to Login
        </ButtonLink>
      }
    />
  );
}
