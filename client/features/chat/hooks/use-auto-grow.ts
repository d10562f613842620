import { type RefObject, useEffect, useLayoutEffect } from "react";

/** The textarea's height for its text, set through the CSSOM. */
function fitHeight(element: HTMLTextAreaElement) {
  element.style.height = "auto";
  element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

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
    if (element) fitHeight(element);
  }, [ref, value]);

  // And when its width does (a phone turned, the window resized): the same text wraps onto more lines or fewer.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitHeight(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
