import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** otp.resendPasswordReset: a new password reset code (429 with a cooldown while the last one is recent). */
export function useResendPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.otp.resendPasswordReset.mutationOptions());
}
