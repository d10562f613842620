import { AdminPlaceholder } from "./admin-placeholder";

export function AdminModelsPage() {
  return (
    <AdminPlaceholder
      title="Model Catalogue"
      route="/admin/models"
      summary="The AI models offered on each plan."
      features={[
        "Starter, Professional and Enterprise model tables",
        "Add, edit and delete models; changes are saved and apply to chat at once",
        "Move a model to another plan by changing its tier",
      ]}
    />
  );
}
