import { Button } from "../../../components/button";
import { ArrowDownIcon } from "../../../components/icons";
import { errorMessage } from "../../../lib/errors";
import { useT } from "../../../lib/i18n/use-t";
import { useCsvExport } from "../api/use-csv-export";
import styles from "./export-button.module.css";

type ExportProps =
  | { kind: "payments"; filters: Parameters<ReturnType<typeof useCsvExport<"payments">>["mutate"]>[0] }
  | { kind: "users"; filters: Parameters<ReturnType<typeof useCsvExport<"users">>["mutate"]>[0] };

/** Downloads every row the list's search and filters match (not only the page on screen) as CSV. */
export function ExportButton({ kind, filters }: ExportProps) {
  const { t } = useT();
  const exporter = useCsvExport(kind);
  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ArrowDownIcon size={14} />}
        busy={exporter.isPending}
        onClick={() => exporter.mutate(filters)}
        title={t("admin.export.hint")}
      >
        {exporter.isPending ? t("admin.export.busy") : t("admin.export.action")}
      </Button>
      <span className={exporter.isError ? styles.error : "visually-hidden"} role="status">
        {exporter.isError
          ? errorMessage(exporter.error, t("admin.export.failed"))
          : exporter.isSuccess
            ? t("admin.export.done", { rows: String(exporter.data.rows), filename: exporter.data.filename })
            : ""}
      </span>
    </span>
  );
}
