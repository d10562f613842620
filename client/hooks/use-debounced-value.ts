import { useEffect, useState } from "react";

/**
 * `value`, once it has stopped changing for `delayMs` (e.g. a search box, so
 * typing sends one query). While `paused`, a pending update is dropped and no
 * new one starts; the wait starts over when it resumes. An unmounted component
 * gets no update either.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, { paused = false }: { paused?: boolean } = {}): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs, paused]);
  return debounced;
}
