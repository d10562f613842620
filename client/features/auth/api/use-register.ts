import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.register: the sign-up form plus the code; creates the account and answers with its session. */
export function useRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.register.mutationOptions());
}
