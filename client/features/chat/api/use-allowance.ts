import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * Today's credits for the plan in force (usage.today), or for the workspace a chat is billed to (Enterprise's while
 * the person holds a seat there); every turn invalidates it.
 */
export function useAllowance(workspaceId?: string) {
  const trpc = useTRPC();
  return useQuery(trpc.usage.today.queryOptions(workspaceId ? { workspaceId } : undefined, { staleTime: 30_000 }));
}
