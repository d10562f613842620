import { AdminPlaceholder } from "./admin-placeholder";

export function AdminUsersPage() {
  return (
    <AdminPlaceholder
      title="User Management"
      route="/admin/users"
      summary="Find and manage every user account."
      features={[
        "Search by name, username or e-mail",
        "Filter by plan: Starter, Professional or Enterprise",
        "View, edit or delete a user (deleting asks for confirmation)",
      ]}
    />
  );
}
