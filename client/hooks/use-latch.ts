import { useState } from "react";

/**
 * False until `value` is first true, then true for good. Mounts a part whose code
 * loads on first need (lazyComponent) and keeps it mounted afterwards, so a
 * dialog still closes itself (focus return) and a panel keeps its state.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  // Updating state while rendering is React's way to derive it from a prop change.
  if (value && !latched) setLatched(true);
  return latched || value;
}
