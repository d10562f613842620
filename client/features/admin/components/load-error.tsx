import type { ComponentProps } from "react";
import { LoadFailed } from "../../../components/load-failed";
import { ADMIN_TEXT } from "../utils/messages";

/** SPEC §8 "Admin pages load": 'Failed to fetch data', with a way to try again. */
export function LoadError({ query }: { query: ComponentProps<typeof LoadFailed>["query"] }) {
  return <LoadFailed title={ADMIN_TEXT.fetchFailed} query={query} />;
}
