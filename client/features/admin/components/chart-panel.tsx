import type { ComponentProps } from "react";
import { DayChart } from "../../../components/day-chart";
import { Panel } from "./panel";

type ChartProps = Omit<ComponentProps<typeof DayChart>, "label">;

/** A day chart of the last 30 days in its panel; the chart is named after the panel's title. */
export function ChartPanel({ title, description, ...chart }: { title: string; description: string } & ChartProps) {
  return (
    <Panel title={title} description={description}>
      <DayChart label={`${title}, last 30 days`} {...chart} />
    </Panel>
  );
}
