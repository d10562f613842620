import type { ComponentProps } from "react";
import { DayChart } from "../../../components/day-chart";
import { useT } from "../../../lib/i18n/use-t";
import { Panel } from "./panel";

type ChartProps = Omit<ComponentProps<typeof DayChart>, "label">;

/** A day chart of the last 30 days in its panel; the chart is named after the panel's title. */
export function ChartPanel({ title, description, ...chart }: { title: string; description: string } & ChartProps) {
  const { t } = useT();
  return (
    <Panel title={title} description={description}>
      <DayChart label={t("admin.chart.label", { title })} {...chart} />
    </Panel>
  );
}
