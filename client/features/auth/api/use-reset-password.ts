import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.resetPassword: sets the new password, authorised by the resetToken of the verified code. */
export function useResetPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions());
}
