import { Button } from "../../../components/button";
import { ArrowDownIcon } from "../../../components/icons";
import { errorMessage } from "../../../lib/errors";
import { useCsvExport } from "../api/use-csv-export";
import styles from "./export-button.module.css";

type ExportProps =
  | { kind: "payments"; filters: Parameters<ReturnType<typeof useCsvExport<"payments">>["mutate"]>[0] }
  | { kind: "users"; filters: Parameters<ReturnType<typeof useCsvExport<"users">>["mutate"]>[0] };

/** Downloads every row the list's search and filters match (not only the page on screen) as CSV. */
export function ExportButton({ kind, filters }: ExportProps) {
  const exporter = useCsvExport(kind);
  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ArrowDownIcon size={14} />}
        busy={exporter.isPending}
        onClick={() => exporter.mutate(filters)}
        title="Every row that matches the search and filters, in this order"
      >
        {exporter.isPending ? "Exporting..." : "Export CSV"}
      </Button>
      <span className={exporter.isError ? styles.error : "visually-hidden"} role="status">
        {exporter.isError
          ? errorMessage(exporter.error, "The export failed. Please try again.")
          : exporter.isSuccess
            ? `Downloaded ${exporter.data.rows} rows as ${exporter.data.filename}`
            : ""}
      </span>
    </span>
  );
}
