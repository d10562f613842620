import { useState } from "react";
import { USER_SORTS } from "#shared/admin";
import { Alert } from "../../../components/alert";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { useAdminUsers } from "../api/use-admin-users";
import { useDeleteUser } from "../api/use-delete-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { listTotal } from "../utils/format";
import { ROLE_OPTIONS, toRoleFilter } from "../utils/roles";
import { AdminList, pagesOfAnswer } from "./admin-list";
import { AdminPage } from "./admin-page";
import { ExportButton } from "./export-button";
import { ListFilters } from "./list-filters";
import { Panel } from "./panel";
import { type AdminUserRow, UsersTable } from "./users-table";

const PAGE_SIZE = 20;

/**
 * /admin/users (docs/product/screens.md): search (name, username, email; case-insensitive)
 * and role filter, both on the server, with pages. The search, filter and
 * page live in the address, so a reload or the back button keeps them.
 */
export function AdminUsersPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.users.documentTitle"));
  const list = useListParams("role", USER_SORTS);
  const { q, page } = list;
  const role = toRoleFilter(list.filter);
  const filters = { ...list.query, role: role || undefined };
  const [notice, setNotice] = useState<string | null>(null);

  const users = useAdminUsers({ ...filters, page, pageSize: PAGE_SIZE });
  const remove = useDeleteUser();
  const redirecting = useAdminErrorRedirect(users.error);

  const onDelete = (user: AdminUserRow) => {
    if (remove.isPending || !window.confirm(t("admin.users.deleteConfirm"))) return;
    setNotice(null);
    remove.mutate(
      { id: user._id },
      {
        onSuccess: (result) => {
          setNotice(result.message || t("admin.common.deleted", { name: user.name }));
          // The last user of a later page is gone: show the page before it.
          if (users.data && users.data.users.length === 1 && page > 1) list.setPage(page - 1);
        },
        onError: () => window.alert(t("admin.users.deleteFailed")),
      },
    );
  };

  const filtered = Boolean(q || role);

  return (
    <AdminPage title={t("admin.users.title")} description={t("admin.users.description")}>
      {notice && <Alert tone="success">{notice}</Alert>}
      <Panel
        title={t("admin.users.heading")}
        description={users.data ? listTotal(t, users.data.total, { filtered }) : undefined}
        actions={<ExportButton kind="users" filters={filters} />}
      >
        <ListFilters
          list={list}
          searchPlaceholder={t("admin.users.searchPlaceholder")}
          searchHint={t("admin.users.searchHint")}
          filterLabel={t("admin.fields.role")}
          filterName="role"
          filterValue={role}
          options={[{ value: "", label: t("admin.users.allRoles") }, ...ROLE_OPTIONS]}
        />
        {!redirecting && (
          <AdminList
            query={users}
            loading={t("admin.common.loadingUsers")}
            pages={pagesOfAnswer("users", list.setPage)}
          >
            {(data, busy) => (
              <UsersTable
                caption={t("admin.users.heading")}
                users={data.users}
                empty={filtered ? t("admin.users.noMatch") : t("admin.users.empty")}
                busy={busy}
                onDelete={onDelete}
                deletingId={remove.isPending ? remove.variables?.id : null}
                sort={list.tableSort}
              />
            )}
          </AdminList>
        )}
      </Panel>
    </AdminPage>
  );
}
