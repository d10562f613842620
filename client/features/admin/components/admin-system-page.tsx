import { AlertIcon, ClockIcon, LayersIcon, ZapIcon } from "../../../components/icons";
import { LoadingState } from "../../../components/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { formatTime } from "../../../lib/format-date";
import { formatCount } from "../../../lib/format-number";
import { useT } from "../../../lib/i18n/use-t";
import { type SystemReport, useSystemReport } from "../api/use-system-report";
import { useAdminErrorRedirect } from "../hooks/use-admin-error-redirect";
import { formatMs, formatShare } from "../utils/system-format";
import { AdminPage } from "./admin-page";
import { LoadError } from "./load-error";
import { Panel } from "./panel";
import { StatCard, StatGrid } from "./stat-card";
import { SystemInstancesTable } from "./system-instances-table";
import { SystemModelsTable } from "./system-models-table";

function SystemCards({ report }: { report: SystemReport }) {
  const { t } = useT();
  const { totals, queue } = report;
  return (
    <StatGrid label={t("admin.system.lastHour")}>
      <StatCard
        label={t("admin.system.errorRate")}
        value={formatShare(totals.errorRate)}
        icon={<AlertIcon size={22} />}
        tone={totals.failures > 0 ? "warning" : "success"}
        note={t("admin.system.failedOf", {
          failures: formatCount(totals.failures),
          attempts: formatCount(totals.attempts),
        })}
      />
      <StatCard
        label={t("admin.system.ttft")}
        value={formatMs(totals.ttftP50Ms)}
        icon={<ClockIcon size={22} />}
        note={t("admin.system.ttftNote", { p95: formatMs(totals.ttftP95Ms) })}
      />
      <StatCard
        label={t("admin.system.fallbacks")}
        value={formatCount(totals.fallbacks)}
        icon={<ZapIcon size={22} />}
        tone="accent"
        note={t("admin.system.degradedNow", { count: formatCount(totals.degraded) })}
      />
      <StatCard
        label={t("admin.system.queue")}
        value={formatCount(queue.queued)}
        icon={<LayersIcon size={22} />}
        note={[
          t("admin.system.slotsInUse", { active: formatCount(queue.active), capacity: formatCount(queue.capacity) }),
          t("admin.system.streamsNow", { count: formatCount(queue.streams) }),
          report.jobQueueDepth === null
            ? t("admin.system.jobsUnknown")
            : t("admin.system.jobs", { count: formatCount(report.jobQueueDepth) }),
        ]}
      />
    </StatGrid>
  );
}

/**
 * /admin/system (issue #34, docs/operations.md#system-page): the last hour of every instance, from the app's own
 * figures: error rate and time to first token per model, breakers, queues. Asked again every 15 s.
 */
export function AdminSystemPage() {
  const { t } = useT();
  useDocumentTitle(t("admin.system.documentTitle"));
  const report = useSystemReport();
  const redirecting = useAdminErrorRedirect(report.error);
  const data = report.data;

  return (
    <AdminPage
      title={t("admin.system.title")}
      description={
        data
          ? t("admin.system.asOf", { time: formatTime(data.at) ?? "", count: formatCount(data.queue.instances) })
          : t("admin.system.description")
      }
    >
      {redirecting ? null : report.isError && !data ? (
        <LoadError query={report} />
      ) : !data ? (
        <LoadingState message={t("admin.system.loading")} />
      ) : (
        <>
          <SystemCards report={data} />
          <Panel title={t("admin.system.models")} description={t("admin.system.modelsNote")}>
            <SystemModelsTable models={data.models} />
          </Panel>
          <Panel title={t("admin.system.instances")} description={t("admin.system.instancesNote")}>
            <SystemInstancesTable instances={data.instances} />
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
