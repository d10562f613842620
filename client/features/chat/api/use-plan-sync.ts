import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { syncUserProfile } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";

/**
 * The chat's plan is the stored role (docs/product/data.md#states-and-transitions); the profile response refreshes
 * it, so a plan bought or lapsed elsewhere shows the right models here.
 */
export function usePlanSync(enabled: boolean): void {
  const trpc = useTRPC();
  const profile = useQuery({ ...trpc.auth.profile.queryOptions(), enabled });
  useEffect(() => {
    if (profile.data) syncUserProfile(profile.data);
  }, [profile.data]);
}
