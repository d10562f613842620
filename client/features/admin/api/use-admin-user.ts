import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.user: one user's account; a 404 sends the screen back to the list. */
export function useAdminUser(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.user.queryOptions({ id }));
}
