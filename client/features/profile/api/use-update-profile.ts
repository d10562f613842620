import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** auth.updateProfile: persists the name (docs/product.md#changes-from-the-original-specification) and puts the saved profile into the profile query. */
export function useUpdateProfile() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.auth.profile.queryKey(), result.user);
      },
    }),
  );
}
