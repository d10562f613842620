import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** otp.resend: a new sign-up code (429 with a cooldown while the last one is recent). */
export function useResendOtp() {
  const trpc = useTRPC();
  return useMutation(trpc.otp.resend.mutationOptions());
}
