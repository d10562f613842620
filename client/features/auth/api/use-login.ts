import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.login: e-mail, password and Remember me; answers with the session to store (docs/product/data.md#entities-and-fields). */
export function useLogin() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.login.mutationOptions());
}
