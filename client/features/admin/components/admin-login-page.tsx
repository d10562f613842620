import { AdminPlaceholder } from "./admin-placeholder";

export function AdminLoginPage() {
  return (
    <AdminPlaceholder
      title="Admin Login"
      route="/admin/login"
      summary="The separate sign-in for administrators of the platform."
      features={[
        "Sign in with an administrator username and password",
        "Administrator sessions are separate from user accounts",
        "Every admin screen sends you here when you are not signed in",
      ]}
    />
  );
}
