import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** account.delete: the password, the two-factor code if any, and the typed word; erases the account for good. */
export function useDeleteAccount() {
  const trpc = useTRPC();
  return useMutation(trpc.account.delete.mutationOptions());
}
