import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.login: username and password; a failure carries the server's message (SPEC §8). */
export function useAdminLogin() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.login.mutationOptions());
}
