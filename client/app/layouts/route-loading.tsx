import { LoadingState } from "../../components/spinner";
import { useT } from "../../lib/i18n/use-t";

/** Shown on a cold start while the first page's code is still loading. */
export function RouteLoading() {
  const { t } = useT();
  return <LoadingState message={t("common.loading")} />;
}
