import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/** app.info: whether the server runs without an AI provider key (offline demo replies). Fixed per process. */
export function useAppInfo() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.app.info.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
}
