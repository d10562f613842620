import { ButtonLink } from "../../../components/button";
import { ComingSoon } from "../../../components/coming-soon";
import { useDocumentTitle } from "../../../hooks/use-document-title";

export function ProfilePage() {
  useDocumentTitle("My Profile");
  return (
    <ComingSoon
      title="My Profile"
      route="/profile"
      summary="Your account at a glance: personal details, your plan and its renewal date, and security settings."
      features={[
        "See and edit your name; view your username, e-mail and user ID",
        "Check your current plan, its status and when the paid period ends",
        "Change your password with the requirements checked as you type",
        "Upgrade your plan in one click",
      ]}
      actions={
        <>
          <ButtonLink to="/pricing">View Plans</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        </>
      }
    />
  );
}
