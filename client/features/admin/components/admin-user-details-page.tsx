import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { ButtonLink } from "../../../components/button";
import { DetailList, DetailRow } from "../../../components/detail-list";
import { ArrowLeftIcon, PencilIcon } from "../../../components/icons";
import { PlanBadge } from "../../../components/plan-badge";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/errors";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useAdminUser } from "../api/use-admin-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { ADMIN_TEXT } from "../utils/messages";
import { AdminPage } from "./admin-page";
import { Panel } from "./panel";
import { UserUsagePanel } from "./user-usage-panel";

const USERS_PATH = "/admin/users";

/** /admin/users/{userId} (SPEC §2): one user's account, read-only. A 404 goes back to the list. */
export function AdminUserDetailsPage() {
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  const redirecting = useAdminErrorRedirect(user.error, { notFoundTo: USERS_PATH });
  useDocumentTitle(user.data ? `${user.data.name} · Users · Admin` : "User Details · Admin");
  const editPath = `${USERS_PATH}/${encodeURIComponent(userId)}/edit`;

  const back = (
    <ButtonLink to={USERS_PATH} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
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
    { term: "Role", value: <PlanBadge plan={data.role} /> },
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
      <UserUsagePanel userId={data._id} />
    </AdminPage>
  );
}
