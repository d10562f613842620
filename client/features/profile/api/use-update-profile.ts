import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** auth.updateProfile: persists the name (DESIGN §2) and puts the saved profile into the profile query. */
export function useUpdateProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.auth.profile.queryKey(), result.user);
      },
    }),
  );
}
