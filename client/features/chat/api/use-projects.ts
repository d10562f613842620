import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { useTRPC } from "../../../lib/trpc";

type Trpc = ReturnType<typeof useTRPC>;

/** After any change to a project: its list, its own view and the history lists (counts, memberships) refetch. */
function refetchProjects(trpc: Trpc, queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries(trpc.projects.pathFilter()),
    queryClient.invalidateQueries(trpc.chat.history.pathFilter()),
  ]);
}

/** projects.list: the sidebar's Projects, unarchived first (issue #33). */
export function useProjects(enabled = true) {
  const trpc = useTRPC();
  return useQuery(trpc.projects.list.queryOptions(undefined, { enabled, staleTime: 30_000 }));
}

export type ProjectSummary = NonNullable<ReturnType<typeof useProjects>["data"]>[number];

/** projects.get: a project opened, with its instructions and reference files. */
export function useProject(id: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.projects.get.queryOptions({ id: id ?? "" }, { enabled: id !== null, retry: false }));
}

export type ProjectDetail = NonNullable<ReturnType<typeof useProject>["data"]>;

export function useCreateProject() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.projects.create.mutationOptions({ onSuccess: () => refetchProjects(trpc, queryClient) }),
  );
}

export function useUpdateProject() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.projects.update.mutationOptions({ onSuccess: () => refetchProjects(trpc, queryClient) }),
  );
}

export function useArchiveProject(archived: boolean) {
  return useCacheMutation((trpc, queryClient) =>
    (archived ? trpc.projects.unarchive : trpc.projects.archive).mutationOptions({
      onSuccess: () => refetchProjects(trpc, queryClient),
    }),
  );
}

export function useRemoveProject() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.projects.remove.mutationOptions({
      onSuccess: (result) => {
        queryClient.removeQueries(trpc.projects.get.queryFilter({ id: result.id }));
        return refetchProjects(trpc, queryClient);
      },
    }),
  );
}

/** projects.move: a conversation into a project or out of it. */
export function useMoveConversation() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.projects.move.mutationOptions({ onSuccess: () => refetchProjects(trpc, queryClient) }),
  );
}

export function useRemoveProjectFile() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.projects.removeFile.mutationOptions({ onSuccess: () => refetchProjects(trpc, queryClient) }),
  );
}
