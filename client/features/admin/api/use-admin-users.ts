import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type RouterInputs, useTRPC } from "../../../lib/trpc";

type UsersQuery = RouterInputs["admin"]["users"];

/**
 * admin.users: one page of users, searched (name, username, email) and
 * filtered by role on the server. The previous page stays on screen while
 * the next one loads, so typing in the search box never blanks the table.
 */
export function useAdminUsers(query: UsersQuery) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.users.queryOptions(query), placeholderData: keepPreviousData });
}
