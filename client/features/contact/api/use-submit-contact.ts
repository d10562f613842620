import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** contact.submit: stores the message for the team (docs/product.md#changes-from-the-original-specification; the spec's form sent nothing). */
export function useSubmitContact() {
  const trpc = useTRPC();
  return useMutation(trpc.contact.submit.mutationOptions());
}
