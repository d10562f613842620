import { useT } from "../lib/i18n/use-t";
import { Alert } from "./alert";
import { Button } from "./button";

/** The parts of a react-query result that trying again needs. */
interface Refetchable {
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read that failed: what did not load, and Retry (busy while the query runs again). */
export function LoadFailed({ title, query }: { title: string; query: Refetchable }) {
  const { t } = useT();
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        <Button size="sm" variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t("common.actions.retry")}
        </Button>
      }
    />
  );
}
