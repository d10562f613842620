export type Priority = "high" | "low";

/**
 * At most `limit` tasks run at once; the rest wait in order, high priority
 * first. Hashing uses it so that sign-ups and password changes, however many,
 * never stand in front of a login that is waiting for a slot.
 */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: Record<Priority, Array<() => void>> = { high: [], low: [] };
  const release = () => {
    active--;
    (waiting.high.shift() ?? waiting.low.shift())?.();
  };
  return async function run<T>(task: () => Promise<T>, priority: Priority = "high"): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting[priority].push(resolve));
    active++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
