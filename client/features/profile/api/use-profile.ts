import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { parseRole } from "#shared/roles";
import { useSession } from "../../../hooks/use-session";
import { useTRPC } from "../../../lib/trpc";

/**
 * auth.profile: the signed-in user's account, plan status and plan end date
 * (docs/product.md#changes-from-the-original-specification). When the stored role changes under it (a purchase broadcasts
 * the role-changed event; another tab writes storage), the profile is fetched
 * again so the Subscription Plan card shows the new plan, status and end date.
 */
export function useProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const profile = useQuery(trpc.auth.profile.queryOptions());
  const profileRole = profile.data ? parseRole(profile.data.role) : null;

  useEffect(() => {
    if (profileRole && profileRole !== role) {
      void queryClient.invalidateQueries({ queryKey: trpc.auth.profile.queryKey() });
    }
  }, [role, profileRole, queryClient, trpc]);

  return profile;
}
