import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** admin.models.list: the whole catalogue, every tier, with ids and sort order. */
export function useAdminModels() {
  const trpc = useTRPC();
  return useQuery(trpc.admin.models.list.queryOptions());
}

/**
 * Catalogue edits persist (docs/product.md#changes-from-the-original-specification) and the public pages read the same
 * table: after any change both the admin list and the public catalogue are
 * refetched.
 */
function useInvalidateCatalog() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.models.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.catalog.list.queryKey() });
  };
}

export function useCreateModel() {
  const trpc = useTRPC();
  const invalidate = useInvalidateCatalog();
  return useMutation(trpc.admin.models.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateModel() {
  const trpc = useTRPC();
  const invalidate = useInvalidateCatalog();
  return useMutation(trpc.admin.models.update.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteModel() {
  const trpc = useTRPC();
  const invalidate = useInvalidateCatalog();
  return useMutation(trpc.admin.models.delete.mutationOptions({ onSuccess: invalidate }));
}
