import { useParams } from "react-router-dom";
import { AdminPlaceholder } from "./admin-placeholder";

export function AdminUserEditPage() {
  const { userId = "" } = useParams();
  return (
    <AdminPlaceholder
      title="Edit User"
      route={`/admin/users/${userId}/edit`}
      summary="Change a user's details and plan."
      features={[
        "Edit name, username and e-mail, with validation",
        "Change the plan: Starter, Professional or Enterprise",
        "Save and return to the user's details",
      ]}
    />
  );
}
