import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionsCalls } from "../../../components/sessions-list";
import { useTRPC } from "../../../lib/trpc";

/** sessions.*: the person's live sessions; after an end (or a failed one: the list may be stale) the list refetches. */
export function useSessions(): SessionsCalls {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refetchList = () => void queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() });
  return {
    list: useQuery(trpc.sessions.list.queryOptions()),
    // Not after ending this device's own session: the page is leaving, and the list would only answer 401.
    end: useMutation(
      trpc.sessions.end.mutationOptions({
        onSettled: (result) => {
          if (!result?.current) refetchList();
        },
      }),
    ),
    endOthers: useMutation(trpc.sessions.endOthers.mutationOptions({ onSettled: refetchList })),
  };
}
