import { LoadingState } from "../../components/spinner";

/** Shown on a cold start while the first page's code is still loading. */
export function RouteLoading() {
  return <LoadingState message="Loading..." />;
}
