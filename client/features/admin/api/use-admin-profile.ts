import { useMutation, useQuery } from "@tanstack/react-query";
import { useCacheMutation } from "../../../hooks/use-cache-mutation";
import { storeAdminIdentity } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";

/** admin.profile: the signed-in administrator's own account. */
export function useAdminProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.profile.queryOptions());
}

/**
 * admin.updateProfile persists (docs/product.md#changes-from-the-original-specification). The saved profile replaces the
 * cached one, and the stored name and username follow, so the header's
 * "Welcome, {name}" changes at once.
 */
export function useUpdateAdminProfile() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.admin.updateProfile.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.admin.profile.queryKey(), result.admin);
        storeAdminIdentity(result.admin);
      },
    }),
  );
}

/** admin.changePassword: needs the current password (docs/product.md#changes-from-the-original-specification). */
export function useChangeAdminPassword() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.changePassword.mutationOptions());
}
