/**
 * A Ctrl+C reaches a process more than once: the terminal signals its whole
 * process group, and a parent in that group (npm, `tsx watch`) relays the
 * signal to its child as well. A repeat this soon after the first is that same
 * request; a later one is a person pressing again because they want out now.
 */
export const SIGNAL_ECHO_MS = 2_000;

/** "first" starts a graceful stop, an "echo" is ignored, "again" cuts the stop short. */
export type StopRequest = "first" | "echo" | "again";

/** Tells the first stop request from its echoes and from a later, insistent one. */
export function stopRequests(now: () => number = Date.now): () => StopRequest {
  let first: number | null = null;
  return () => {
    const at = now();
    if (first === null) {
      first = at;
      return "first";
    }
    return at - first < SIGNAL_ECHO_MS ? "echo" : "again";
  };
}
