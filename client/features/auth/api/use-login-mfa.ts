import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.loginMfa: the step after the password when two-factor is on; answers like a login. */
export function useLoginMfa() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.loginMfa.mutationOptions());
}
