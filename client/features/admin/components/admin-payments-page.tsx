import { AdminPlaceholder } from "./admin-placeholder";

export function AdminPaymentsPage() {
  return (
    <AdminPlaceholder
      title="Payments"
      route="/admin/payments"
      summary="Revenue and every payment made on the platform."
      features={[
        "Total payments, revenue, completed and recent (30 days) payments",
        "Filter by status: completed, failed or refunded",
        "Who paid, for which plan, how much and when",
      ]}
    />
  );
}
