import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.changePassword: needs the current password; a 400 may carry the list of rules broken. */
export function useChangePassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.changePassword.mutationOptions());
}
