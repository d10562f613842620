import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a deadline, ticking down to 0. It counts against
 * the wall clock, so a throttled background tab does not fall behind.
 */
export function useCountdown(initialSeconds = 0): { remaining: number; start: (seconds: number) => void } {
  const [now, setNow] = useState(() => Date.now());
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(seconds > 0 ? time + seconds * 1000 : null);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}
