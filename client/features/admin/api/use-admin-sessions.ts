import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionsCalls } from "../../../components/sessions-list";
import { useTRPC } from "../../../lib/trpc";

/** admin.sessions.*: the administrator's own live sessions; the list refetches after every end, failed ones too. */
export function useAdminSessions(): SessionsCalls {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetchList = () => void queryClient.invalidateQueries({ queryKey: trpc.admin.sessions.list.queryKey() });
  return {
    list: useQuery(trpc.admin.sessions.list.queryOptions()),
    // Not after ending this device's own session: the page is leaving, and the list would only answer 401.
    end: useMutation(
      trpc.admin.sessions.end.mutationOptions({
        onSettled: (result) => {
          if (!result?.current) refetchList();
        },
      }),
    ),
    endOthers: useMutation(trpc.admin.sessions.endOthers.mutationOptions({ onSettled: refetchList })),
  };
}
