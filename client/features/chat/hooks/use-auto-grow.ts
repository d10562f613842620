import { type RefObject, useLayoutEffect } from "react";

/**
 * Grows a textarea with its content (docs/product/screens.md "grows automatically"), up to
 * the max-height its stylesheet sets, after which it scrolls. The height is
 * set through the CSSOM, which a strict style-src CSP allows (unlike a
 * style attribute in markup).
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  // Measured again whenever the text changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value is what changes the scroll height
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [ref, value]);
}
