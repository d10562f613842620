import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * chat.workspaceChoices: the workspaces where the person holds a seat now (issue #35), what a new chat may be
 * billed to besides Personal. Empty for most people, who then see no switch at all.
 */
export function useWorkspaceChoices() {
  const trpc = useTRPC();
  return useQuery(trpc.chat.workspaceChoices.queryOptions(undefined, { staleTime: 60_000 }));
}
