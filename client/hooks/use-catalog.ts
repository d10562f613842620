import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";

// The catalogue changes only when an admin edits it; a few minutes of staleness is fine.
const CATALOG_STALE_MS = 5 * 60 * 1000;

/** The public model catalogue (catalog.list), shared by the home and models pages. */
export function useCatalog() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.catalog.list.queryOptions(), staleTime: CATALOG_STALE_MS });
}
