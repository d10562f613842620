import { AdminPlaceholder } from "./admin-placeholder";

export function AdminDashboardPage() {
  return (
    <AdminPlaceholder
      title="Admin Dashboard"
      route="/admin/dashboard"
      summary="The overview of the platform's users."
      features={[
        "Total, Enterprise and Professional users, and sign-ups in the last 30 days",
        "A table of all users with role, join date and last login",
        "Quick links to view or edit any user",
      ]}
    />
  );
}
