import { type RefObject, useLayoutEffect, useState } from "react";

let canvas: HTMLCanvasElement | null = null;

function textWidth(text: string, font: string): number {
  canvas ??= document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

/**
 * The longest of `candidates` (longest first) that fits the field on one
 * line, measured in the field's own font and re-chosen as it resizes. docs/product/screens.md's
 * placeholder is wider than the input on a 360–390 px phone, where it was cut
 * mid-word; a shorter wording reads whole instead (issue #13). The last
 * candidate is used when none fits.
 */
export function useFittingPlaceholder(
  ref: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  candidates: readonly [string, ...string[]],
): string {
  // Which wording, by place: after a switch of language the same place reads in the new one at once.
  const [chosen, setChosen] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The first report comes after layout and before paint, so the long wording never flashes on a phone.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const room = entry.contentRect.width;
      const fits = candidates.findIndex((text) => textWidth(text, font) <= room);
      setChosen(fits === -1 ? candidates.length - 1 : fits);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, candidates]);

  return candidates[chosen] ?? candidates[0];
}
