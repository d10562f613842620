import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Alert } from "../../../components/alert";
import { SelectField, TextField } from "../../../components/form-field";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAdminUsers } from "../api/use-admin-users";
import { useDeleteUser } from "../api/use-delete-user";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { formatCount } from "../utils/format";
import { ADMIN_TEXT } from "../utils/messages";
import { ROLE_OPTIONS, toRoleFilter } from "../utils/roles";
import { AdminPage } from "./admin-page";
import styles from "./admin-users-page.module.css";
import { LoadError } from "./load-error";
import { Pagination } from "./pagination";
import { Panel } from "./panel";
import { type AdminUserRow, UsersTable } from "./users-table";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /admin/users (SPEC §2): search (name, username, email; case-insensitive)
 * and role filter, both on the server, with pages. The search, filter and
 * page live in the address, so a reload or the back button keeps them.
 */
export function AdminUsersPage() {
  useDocumentTitle("Users · Admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const role = toRoleFilter(params.get("role"));
  const page = pageOf(params.get("page"));
  const [search, setSearch] = useState(q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [notice, setNotice] = useState<string | null>(null);
  const searchId = useId();

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // Typing settles, then the search goes to the address (and so to the server), back on page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled search should write the address
  useEffect(() => {
    const trimmed = debouncedSearch.trim();
    if (trimmed !== q) update({ q: trimmed || null, page: null });
  }, [debouncedSearch]);

  const users = useAdminUsers({ q: q || undefined, role: role || undefined, page, pageSize: PAGE_SIZE });
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
          if (users.data && users.data.users.length === 1 && page > 1) update({ page: String(page - 1) });
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
        description={users.data ? `${formatCount(users.data.total)} ${filtered ? "matching" : "in total"}` : undefined}
      >
        <search className={styles.filters}>
          <TextField
            id={searchId}
            label="Search"
            type="search"
            name="q"
            placeholder="Search users..."
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={styles.searchField}
            hint="Name, username or email"
          />
          <SelectField
            label="Role"
            name="role"
            value={role}
            onChange={(event) => update({ role: event.target.value || null, page: null })}
            className={styles.roleField}
          >
            <option value="">All Roles</option>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </search>
        {redirecting ? null : users.isError ? (
          <LoadError onRetry={() => void users.refetch()} retrying={users.isFetching} />
        ) : !users.data ? (
          <LoadingState message="Loading users..." />
        ) : (
          <>
            <UsersTable
              caption="Users"
              users={users.data.users}
              empty={filtered ? "No users match your search." : "No users yet."}
              busy={users.isPlaceholderData}
              onDelete={onDelete}
              deletingId={remove.isPending ? remove.variables?.id : null}
            />
            <Pagination
              noun="users"
              page={users.data.page}
              pageSize={users.data.pageSize}
              total={users.data.total}
              busy={users.isPlaceholderData}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        )}
      </Panel>
    </AdminPage>
  );
}
