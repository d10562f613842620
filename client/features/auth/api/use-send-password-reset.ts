import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** otp.sendPasswordReset: e-mails a password reset code. */
export function useSendPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.otp.sendPasswordReset.mutationOptions());
}
