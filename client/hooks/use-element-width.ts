import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * The rendered width of an element, kept up to date with a ResizeObserver.
 * The charts draw at their real pixel width, so their text never scales down
 * to an unreadable size on a phone.
 */
export function useElementWidth<T extends HTMLElement>(initial = 0): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, width];
}
