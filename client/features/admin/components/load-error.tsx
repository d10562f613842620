import type { ComponentProps, ReactNode } from "react";
import { LoadFailed } from "../../../components/load-failed";
import { LoadingState } from "../../../components/spinner";
import { useT } from "../../../lib/i18n/use-t";

/** docs/product/errors.md#error-catalogue "Admin pages load": 'Failed to fetch data', with a way to try again. */
export function LoadError({ query }: { query: Refetchable }) {
  const { t } = useT();
  return <LoadFailed title={t("admin.common.fetchFailed")} query={query} />;
}

interface Loadable<T> extends Refetchable {
  isError: boolean;
  data: T | undefined;
}

type Refetchable = ComponentProps<typeof LoadFailed>["query"];

/**
 * A read on an admin screen: 'Failed to fetch data' with Retry, the `loading` line, or what `children` makes
 * of it. With `keepData`, data already shown stays when a later refetch fails: a form being edited must not
 * vanish under the admin.
 */
export function QueryView<T>({
  query,
  loading,
  keepData = false,
  children,
}: {
  query: Loadable<T>;
  loading: string;
  keepData?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !(keepData && query.data !== undefined)) return <LoadError query={query} />;
  if (query.data === undefined) return <LoadingState message={loading} />;
  return children(query.data);
}
