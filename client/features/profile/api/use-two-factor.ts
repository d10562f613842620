import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** Whether the user's two-factor sign-in is on (the account deletion asks for a code then). */
export function useTwoFactorEnabled(): boolean {
  const trpc = useTRPC();
  return useQuery(trpc.auth.twoFactor.status.queryOptions()).data?.enabled ?? false;
}
