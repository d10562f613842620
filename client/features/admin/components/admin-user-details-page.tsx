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
import { useT } from "../../../lib/i18n/use-t";
import { adminUserEditPath, PATHS } from "../../../lib/paths";
import { useAdminUser } from "../api/use-admin-user";
import { usePayments } from "../api/use-payments";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { listTotal, type Translate } from "../utils/format";
import { AdminPage } from "./admin-page";
import { QueryView } from "./load-error";
import { Pagination } from "./pagination";
import { Panel } from "./panel";
import { PaymentsTable } from "./payments-table";
import { UserApiKeysPanel } from "./user-api-keys-panel";
import { UserUsagePanel } from "./user-usage-panel";

const PAYMENTS_PAGE_SIZE = 10;

/** The plan as the customer has it: what runs, and until when (a lapsed paid plan says so). */
function planEnd(t: Translate, user: { role: string; planExpiresAt: string | null }): string {
  if (user.role === "starter") return t("admin.userDetails.freePlan");
  if (!user.planExpiresAt) return t("admin.userDetails.noEndDate");
  const ends = new Date(user.planExpiresAt);
  const date = formatDateTime(ends) ?? t("admin.common.notAvailable");
  return ends.getTime() > Date.now() ? t("admin.common.ends", { date }) : t("admin.userDetails.ended", { date });
}

/** The user's payments, newest first, with Refund on completed ones. */
function UserPaymentsPanel({ userId }: { userId: string }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const payments = usePayments({ user: userId, page, pageSize: PAYMENTS_PAGE_SIZE });
  return (
    <Panel
      title={t("admin.payments.heading")}
      description={payments.data ? listTotal(t, payments.data.total, { newestFirst: true }) : undefined}
    >
      <QueryView query={payments} loading={t("admin.common.loadingPayments")}>
        {(data) => (
          <>
            <PaymentsTable
              caption={t("admin.userDetails.paymentsCaption")}
              payments={data.payments}
              empty={t("admin.userDetails.noPayments")}
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
  const { t } = useT();
  const { userId = "" } = useParams();
  const user = useAdminUser(userId);
  const redirecting = useAdminErrorRedirect(user.error, { notFoundTo: PATHS.adminUsers });
  useDocumentTitle(
    user.data
      ? t("admin.userDetails.documentTitleNamed", { name: user.data.name })
      : t("admin.userDetails.documentTitle"),
  );
  const editPath = adminUserEditPath(userId);

  const back = (
    <ButtonLink to={PATHS.adminUsers} variant="secondary" icon={<ArrowLeftIcon size={16} />}>
      {t("admin.common.backToUsers")}
    </ButtonLink>
  );

  if (redirecting) return null;
  if (user.isError) {
    return (
      <AdminPage title={t("admin.userDetails.title")} actions={back}>
        <Alert tone="danger">{errorMessage(user.error, t("admin.common.fetchFailed"))}</Alert>
      </AdminPage>
    );
  }
  if (!user.data) return <LoadingState message={t("admin.common.loadingUser")} />;

  const data = user.data;
  const rows: { term: string; value: ReactNode; mono?: boolean }[] = [
    { term: t("admin.fields.name"), value: data.name },
    { term: t("admin.fields.username"), value: data.username },
    { term: t("admin.fields.email"), value: data.email },
    { term: t("admin.fields.plan"), value: <PlanInForceBadge role={data.role} planExpiresAt={data.planExpiresAt} /> },
    { term: t("admin.fields.planEnds"), value: planEnd(t, data) },
    { term: t("admin.fields.joined"), value: formatDate(data.createdAt) ?? t("admin.common.notAvailable") },
    { term: t("admin.fields.lastLogin"), value: formatDateTime(data.lastLogin) ?? t("admin.common.never") },
    { term: t("admin.userDetails.userId"), value: data._id, mono: true },
  ];

  return (
    <AdminPage
      title={t("admin.userDetails.title")}
      description={t("admin.userDetails.description", { name: data.name })}
      actions={
        <>
          {back}
          <ButtonLink to={editPath} icon={<PencilIcon size={16} />}>
            {t("admin.userDetails.edit")}
          </ButtonLink>
        </>
      }
    >
      <Panel title={t("admin.common.account")}>
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
