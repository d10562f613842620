import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.profile: the signed-in user's account, plan status and plan end date (DESIGN §2). */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.profile.queryOptions());
}
