export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `task` `total` times with at most `concurrency` in flight. */
export async function pool<T>(total: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/**
 * The flood cases' login table (idle vs during the flood, p50 and p99) and the p50 ratio
 * checked against their budget (BENCHMARKS.md); returns that ratio.
 */
export function printLoginsUnderFlood(idle: number[], flooded: number[], budget: number): number {
  const ratio = percentile(flooded, 50) / percentile(idle, 50);
  console.log("login                     p50          p99   logins");
  for (const [name, latencies] of [
    ["idle", idle],
    ["during the flood", flooded],
  ] as const)
    console.log(
      `${name.padEnd(17)} ${ms(percentile(latencies, 50)).padStart(12)} ${ms(percentile(latencies, 99)).padStart(12)} ${String(latencies.length).padStart(8)}`,
    );
  console.log(
    `login p50 during flood / idle: ${ratio.toFixed(2)}×   budget ≤ ${budget}×: ${ratio <= budget ? "met" : "MISSED"}   (p99: ${(percentile(flooded, 99) / percentile(idle, 99)).toFixed(2)}×)`,
  );
  return ratio;
}
