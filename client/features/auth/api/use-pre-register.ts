import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.preRegister: checks the sign-up form and e-mails the 6-digit code; answers with the message to show. */
export function usePreRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.preRegister.mutationOptions());
}
