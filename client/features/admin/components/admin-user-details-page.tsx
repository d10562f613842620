import { useParams } from "react-router-dom";
import { AdminPlaceholder } from "./admin-placeholder";

export function AdminUserDetailsPage() {
  const { userId = "" } = useParams();
  return (
    <AdminPlaceholder
      title="User Details"
      route={`/admin/users/${userId}`}
      summary="Everything about one user account, read-only."
      features={[
        "Name, username, e-mail and plan",
        "Join date and last login",
        "Shortcuts back to the user list and to the edit form",
      ]}
    />
  );
}
