import { useId } from "react";
import { useElementWidth } from "../hooks/use-element-width";
import { formatShortDay } from "../lib/format-date";
import { useT } from "../lib/i18n/use-t";
import styles from "./day-chart.module.css";

export interface DayPoint {
  /** YYYY-MM-DD */
  date: string;
  value: number;
  /** With the chart's `parts`: the value in pieces (e.g. tokens in and out), stacked from the bottom in that order. */
  parts?: readonly number[];
}

interface DayChartProps {
  /** Names the chart for screen readers, e.g. "Signups per day, last 30 days" (already translated, as every text here). */
  label: string;
  /** The column heading of the value in the data table, e.g. "Signups". */
  valueLabel: string;
  data: readonly DayPoint[];
  kind: "bar" | "line";
  /** Full value, e.g. "₹249.00" or "3". */
  formatValue: (value: number) => string;
  /** Short value for the axis, e.g. "₹1.2K". */
  formatTick?: (value: number) => string;
  /** The smallest top of the axis, so a quiet month still has a readable scale (e.g. ₹1,000 in paise). */
  minScale?: number;
  /** Names of the pieces each bar is stacked from (`DayPoint.parts`): a legend, and a column each in the figures. */
  parts?: readonly string[];
}

const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };
const X_LABEL_WIDTH = 56;
const TICKS = 4;
/** The pieces of a stacked bar take these colours in order (day-chart.module.css). */
const PART_CLASSES = [styles.part0, styles.part1] as const;

/** A round axis maximum (1, 2, 2.5, 5 times a power of ten) at or above the largest value. */
function niceMax(max: number, integer: boolean): number {
  const rough = Math.max(max, integer ? TICKS : 1) / TICKS;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const rounded = integer ? Math.max(1, Math.ceil(step)) : step;
  return rounded * TICKS;
}

/**
 * A small chart of one value per day, drawn as SVG at its real pixel width
 * (no chart library). The chart is an image with a spoken summary; the exact
 * figures are one click away in a table.
 */
export function DayChart({
  label,
  valueLabel,
  data,
  kind,
  formatValue,
  formatTick = formatValue,
  minScale = 0,
  parts,
}: DayChartProps) {
  const { t } = useT();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const gradientId = `chart-${useId().replace(/[^\w-]/g, "")}`;
  const integer = data.every((point) => Number.isInteger(point.value));
  const max = niceMax(Math.max(minScale, ...data.map((point) => point.value)), integer);
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const count = data.length;
  const slot = count > 0 ? plotWidth / count : 0;
  const xCenter = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + plotHeight - (Math.max(0, value) / max) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil((count * X_LABEL_WIDTH) / Math.max(1, plotWidth)));
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (max / TICKS) * i);

  const total = data.reduce((sum, point) => sum + point.value, 0);
  const peak = data.reduce<DayPoint | undefined>(
    (best, point) => (!best || point.value > best.value ? point : best),
    undefined,
  );
  const partTotals = parts?.map((_, index) => data.reduce((sum, point) => sum + (point.parts?.[index] ?? 0), 0));
  /** The pieces of a value, "1,200 tokens in, 300 tokens out". */
  const pieces = (values: readonly number[] | undefined) =>
    (parts ?? [])
      .map((name, index) => t("common.chart.part", { value: formatValue(values?.[index] ?? 0), name }))
      .join(", ");
  const hasPeak = peak !== undefined && peak.value > 0;
  const summary =
    count === 0
      ? t("common.chart.noData", { label })
      : t("common.chart.summary", {
          label,
          total: formatValue(total),
          hasParts: parts?.length ? "yes" : "no",
          parts: pieces(partTotals),
          hasPeak: hasPeak ? "yes" : "no",
          peak: hasPeak ? formatValue(peak.value) : "",
          day: hasPeak ? formatShortDay(peak.date) : "",
        });
  /** What a bar's tooltip says: the day, its value and, for a stacked bar, its pieces. */
  const describe = (point: DayPoint) => {
    const values = { day: formatShortDay(point.date), value: formatValue(point.value) };
    return parts
      ? t("common.chart.pointParts", { ...values, parts: pieces(point.parts) })
      : t("common.chart.point", values);
  };

  const linePoints = data.map((point, index) => `${xCenter(index).toFixed(1)},${y(point.value).toFixed(1)}`);
  const baseline = PAD.top + plotHeight;
  const areaPath =
    count > 0
      ? `M${xCenter(0).toFixed(1)},${baseline} L${linePoints.join(" L")} L${xCenter(count - 1).toFixed(1)},${baseline} Z`
      : "";

  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.canvas}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" className={styles.areaStart} />
                <stop offset="100%" className={styles.areaEnd} />
              </linearGradient>
            </defs>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
                <text x={PAD.left - 8} y={y(tick)} className={styles.yLabel} textAnchor="end" dominantBaseline="middle">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {kind === "bar"
              ? data.map((point, index) => {
                  const barWidth = Math.max(2, Math.min(28, slot * 0.68));
                  const pieces = parts ? (point.parts ?? []) : [point.value];
                  let below = 0;
                  return (
                    <g key={point.date} className={styles.barGroup}>
                      <title>{describe(point)}</title>
                      {pieces.map((piece, part) => {
                        const bottom = y(below);
                        below += piece;
                        const top = y(below);
                        return piece > 0 ? (
                          <rect
                            // biome-ignore lint/suspicious/noArrayIndexKey: a bar's pieces are fixed by the chart's parts
                            key={part}
                            x={xCenter(index) - barWidth / 2}
                            y={top}
                            width={barWidth}
                            height={Math.max(0, bottom - top)}
                            rx={Math.min(parts ? 2 : 4, barWidth / 3)}
                            className={parts ? PART_CLASSES[part % PART_CLASSES.length] : styles.bar}
                          />
                        ) : null;
                      })}
                    </g>
                  );
                })
              : count > 0 && (
                  <>
                    <path d={areaPath} fill={`url(#${gradientId})`} />
                    <polyline points={linePoints.join(" ")} className={styles.line} />
                    {/* Dots mark the days with a value (a row of 30 dots on the zero line is only noise). */}
                    {data.map((point, index) =>
                      point.value > 0 ? (
                        <circle key={point.date} cx={xCenter(index)} cy={y(point.value)} r={3.5} className={styles.dot}>
                          <title>{describe(point)}</title>
                        </circle>
                      ) : null,
                    )}
                  </>
                )}
            {data.map((point, index) =>
              index % labelEvery === 0 ? (
                <text key={point.date} x={xCenter(index)} y={HEIGHT - 8} className={styles.xLabel} textAnchor="middle">
                  {formatShortDay(point.date)}
                </text>
              ) : null,
            )}
          </svg>
        )}
      </div>
      {parts ? (
        <ul className={styles.legend}>
          {parts.map((name, index) => (
            <li key={name}>
              <span className={`${styles.swatch} ${PART_CLASSES[index % PART_CLASSES.length]}`} aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className={styles.details}>
        <summary className={styles.summary}>{t("common.chart.showFigures")}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t("common.chart.day")}</th>
                {parts?.map((name) => (
                  <th key={name} scope="col" className={styles.numeric}>
                    {name}
                  </th>
                ))}
                <th scope="col" className={styles.numeric}>
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((point) => (
                <tr key={point.date}>
                  <td>{formatShortDay(point.date)}</td>
                  {parts?.map((name, index) => (
                    <td key={name} className={styles.numeric}>
                      {formatValue(point.parts?.[index] ?? 0)}
                    </td>
                  ))}
                  <td className={styles.numeric}>{formatValue(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
