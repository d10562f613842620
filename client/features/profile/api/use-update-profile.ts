import { useCacheMutation } from "../../../hooks/use-cache-mutation";

/** auth.updateProfile: persists the name (DESIGN §2) and puts the saved profile into the profile query. */
export function useUpdateProfile() {
  return useCacheMutation((trpc, queryClient) =>
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.auth.profile.queryKey(), result.user);
      },
    }),
  );
}
