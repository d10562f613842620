import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element's content is taller than the element (it scrolls),
 * measured again whenever it or its content changes size.
 */
export function useScrolls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, active]);
  return scrolls;
}
