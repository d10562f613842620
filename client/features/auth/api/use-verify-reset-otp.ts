import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** otp.verify (reset purpose): checks the code and answers with the single-use resetToken (docs/product.md#changes-from-the-original-specification). */
export function useVerifyResetOtp() {
  const trpc = useTRPC();
  return useMutation(trpc.otp.verify.mutationOptions());
}
