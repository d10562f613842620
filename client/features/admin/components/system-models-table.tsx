import { Badge } from "../../../components/badge";
import { type Column, DataTable } from "../../../components/data-table";
import { formatTime } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import type { SystemModel } from "../api/use-system-report";
import type { Translate } from "../utils/format";
import { formatMs, formatShare, reasonKey } from "../utils/system-format";
import styles from "./admin-system-page.module.css";

/** A model's breaker (docs/product/fallbacks.md#model-health): answering, skipped until a time, or being tried again. */
export function BreakerBadge({ breaker }: { breaker: SystemModel["breaker"] }) {
  const { t } = useT();
  if (breaker.state === "open")
    return (
      <Badge tone="danger" className={styles.breaker}>
        {t("admin.system.breakerOpen", { time: formatTime(breaker.until) ?? "" })}
      </Badge>
    );
  if (breaker.state === "probing") return <Badge tone="warning">{t("admin.system.breakerProbing")}</Badge>;
  return <Badge tone="success">{t("admin.system.breakerClosed")}</Badge>;
}

const errorsText = (t: Translate, model: SystemModel) =>
  model.errors.length === 0
    ? t("admin.system.noErrors")
    : model.errors
        .map(({ reason, count }) => t("admin.system.reasonCount", { reason: t(reasonKey(reason), { reason }), count }))
        .join(" · ");

function fallbacksText(t: Translate, model: SystemModel) {
  const moved = model.fallbacksTo.reduce((sum, row) => sum + row.count, 0);
  const lines = [];
  if (moved > 0) lines.push(t("admin.system.movedAway", { count: formatCount(moved) }));
  if (model.answeredForOthers > 0)
    lines.push(t("admin.system.answeredForOthers", { count: formatCount(model.answeredForOthers) }));
  return lines.length === 0 ? "–" : lines.join(" · ");
}

/** One row per model with traffic in the hour or a breaker mark, busiest first. */
export function SystemModelsTable({ models }: { models: readonly SystemModel[] }) {
  const { t } = useT();
  const columns: Column<SystemModel>[] = [
    {
      key: "model",
      header: t("admin.system.model"),
      primary: true,
      cell: (model) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{model.modelName}</span>
          <span className={styles.modelId}>{model.model}</span>
        </span>
      ),
    },
    {
      key: "breaker",
      header: t("admin.system.breakerColumn"),
      cell: (model) => <BreakerBadge breaker={model.breaker} />,
    },
    { key: "attempts", header: t("admin.system.attempts"), numeric: true, cell: (m) => formatCount(m.attempts) },
    {
      key: "errorRate",
      header: t("admin.system.errorRate"),
      numeric: true,
      cell: (model) => (model.attempts > 0 ? formatShare(model.errorRate) : "–"),
    },
    { key: "errors", header: t("admin.system.errors"), cell: (model) => errorsText(t, model) },
    {
      key: "ttft",
      header: t("admin.system.ttftColumn"),
      numeric: true,
      cell: (model) => `${formatMs(model.ttftP50Ms)} / ${formatMs(model.ttftP95Ms)}`,
    },
    { key: "fallbacks", header: t("admin.system.fallbacks"), cell: (model) => fallbacksText(t, model) },
  ];
  return (
    <DataTable
      caption={t("admin.system.modelsCaption")}
      columns={columns}
      rows={models}
      rowKey={(model) => model.model}
      empty={t("admin.system.noTraffic")}
    />
  );
}
