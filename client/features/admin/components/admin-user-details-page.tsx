import { type ReactNode, useState } from "react";
import { useParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { ArrowLeftIcon, PencilIcon } from "../../../components/icons";
import { PlanInForceBadge } from "../../../components/plan-badge";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { adminUserEditPath, PATHS } from "../../../lib/paths";
import { useAdminUser } from "../api/use-admin-user";
import { usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import { AdminPage } from "./admin-page";
import { QueryView } from "./load-error";
import { Pagination } from "./pagination";
import { Panel } from "./panel";
import { PaymentsTable } from "./payments-table";
import { UserApiKeysPanel } from "./user-api-keys-panel";
import { UserUsagePanel } from "./user-usage-panel";

const PAYMENTS_PAGE_SIZE = 10;

/** The plan as the customer has it: what runs, and until when (a lapsed paid plan says so). */
function planEnd(user: { role: string; planExpiresAt: string | null }): string {
  if (user.role === "starter") return "Free plan: no end date";
  if (!user.planExpiresAt) return "No end date (set by an administrator)";
  const ends = new Date(user.planExpiresAt);
  const when = formatDateTime(ends) ?? ADMIN_TEXT.notAvailable;
  return ends.getTime() > Date.now() ? `Ends ${when}` : `Ended ${when}: now on Starter`;
}

/** The user's payments, newest first, with Refund on completed ones. */
function UserPaymentsPanel({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const payments = usePayments({ user: userId, page, pageSize: PAYMENTS_PAGE_SIZE });
  return (
    <Panel
      title="Payments"
      description={payments.data ? `${formatCount(payments.data.total)} in total, newest first` : undefined}
    >
      <QueryView query={payments} loading="Loading payments...">
        {(data) => (
          <>
            <PaymentsTable
              caption="This user's payments"
              payments={data.payments}
              empty="No payments yet."
              busy={payments.isPlaceholderData}
              hideUser
            />
            <Pagination
              noun="payments"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              busy={payments.isPlaceholderData}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryView>
    </Panel>
  );
}

/** /admin/users/{userId} (docs/product/screens.md): one user's account, read-only. A 404 goes back to the list. */
export function AdminUserDetailsPage() {
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  const redirecting = useAdminErrorRedirect(user.error, { notFoundTo: PATHS.adminUsers });
  useDocumentTitle(user.data ? `${user.data.name} · Users · Admin` : "User Details · Admin");
  const editPath = adminUserEditPath(userId);

  const back = (
    <ButtonLink to={PATHS.adminUsers} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
      Back to Users
    </ButtonLink>
  );

  if (redirecting) return null;
  if (user.isError) {
    return (
      <AdminPage title="User Details" actions={back}>
        <Alert tone="danger">{errorMessage(user.error, ADMIN_TEXT.fetchFailed)}</Alert>
      </AdminPage>
    );
  }
  if (!user.data) return <LoadingState message={ADMIN_TEXT.loadingUser} />;

  const data = user.data;
  const rows: { term: string; value: ReactNode; mono?: boolean }[] = [
    { term: "Name", value: data.name },
    { term: "Username", value: data.username },
    { term: "Email", value: data.email },
    { term: "Plan", value: <PlanInForceBadge role={data.role} planExpiresAt={data.planExpiresAt} /> },
    { term: "Plan Ends", value: planEnd(data) },
    { term: "Joined", value: formatDate(data.createdAt) ?? ADMIN_TEXT.notAvailable },
    { term: "Last Login", value: formatDateTime(data.lastLogin) ?? ADMIN_TEXT.never },
    { term: "User ID", value: data._id, mono: true },
  ];

  return (
    <AdminPage
      title="User Details"
      description={`The account of ${data.name}.`}
      actions={
        <>
          {back}
          <ButtonLink to={editPath} icon={<PencilIcon size={16} />}>
            Edit User
          </ButtonLink>
        </>
      }
    >
      <Panel title="Account">
        <DetailList>
          {rows.map((row) => (
            <DetailRow key={row.term} term={row.term} mono={row.mono}>
              {row.value}
            </DetailRow>
          ))}
        </DetailList>
      </Panel>
      <UserPaymentsPanel userId={data._id} />
      <UserUsagePanel userId={data._id} />
      <UserApiKeysPanel userId={data._id} userName={data.name} />
    </AdminPage>
  );
}
