import { useState } from "react";
import { USER_SORTS } from "#shared/admin";
import { Alert } from "../../../components/alert";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAdminUsers } from "../api/use-admin-users";
import { useDeleteUser } from "../api/use-delete-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useListParams } from "../hooks/use-list-params";
import { formatListTotal } from "../utils/format";
import { ADMIN_TEXT } from "../utils/messages";
import { ROLE_FILTERS, toRoleFilter } from "../utils/roles";
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
  useDocumentTitle("Users · Admin");
  const list = useListParams("role", USER_SORTS);
  const { q, page } = list;
  const role = toRoleFilter(list.filter);
  const filters = { ...list.query, role: role || undefined };
  const [notice, setNotice] = useState<string | null>(null);

  const users = useAdminUsers({ ...filters, page, pageSize: PAGE_SIZE });
  const remove = useDeleteUser();
  const redirecting = useAdminErrorRedirect(users.error);

  const onDelete = (user: AdminUserRow) => {
    if (remove.isPending || !window.confirm(ADMIN_TEXT.deleteUserConfirm)) return;
    setNotice(null);
    remove.mutate(
      { id: user._id },
      {
        onSuccess: (result) => {
          setNotice(result.message || `${user.name} was deleted.`);
          // The last user of a later page is gone: show the page before it.
          if (users.data && users.data.users.length === 1 && page > 1) list.setPage(page - 1);
        },
        onError: () => window.alert(ADMIN_TEXT.deleteUserFailed),
      },
    );
  };

  const filtered = Boolean(q || role);

  return (
    <AdminPage title="User Management" description="Find, view, edit and remove user accounts.">
      {notice && <Alert tone="success">{notice}</Alert>}
      <Panel
        title="Users"
        description={users.data ? formatListTotal(users.data.total, filtered) : undefined}
        actions={<ExportButton kind="users" filters={filters} />}
      >
        <ListFilters
          list={list}
          searchPlaceholder="Search users..."
          searchHint="Name, username or email"
          filterLabel="Role"
          filterName="role"
          filterValue={role}
          options={ROLE_FILTERS}
        />
        {!redirecting && (
          <AdminList query={users} loading="Loading users..." pages={pagesOfAnswer("users", list.setPage)}>
            {(data, busy) => (
              <UsersTable
                caption="Users"
                users={data.users}
                empty={filtered ? "No users match your search." : "No users yet."}
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
