import { AdminPlaceholder } from "./admin-placeholder";

export function AdminSettingsPage() {
  return (
    <AdminPlaceholder
      title="Admin Settings"
      route="/admin/settings"
      summary="Your own administrator account."
      features={[
        "Update your name, username and e-mail",
        "Change your password (current password required)",
        "See your admin ID, last login and account creation date",
      ]}
    />
  );
}
