// Journeys in Hindi (issue #29, docs/product/languages.md): the page in the language, screenshots of
// every screen at phone and desktop sizes, and no text clipped or pushing the page sideways.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshotSizes } from "./browser";

/** Makes the site open in Hindi for this page's context, as a visitor who chose it before would (the `lang` cookie). */
export async function chooseHindi(page: Page, baseUrl: string) {
  await page.context().addCookies([{ name: "lang", value: "hi", url: baseUrl }]);
}

/** Waits until the page shows in Hindi: `<html lang="hi">` and Devanagari in the main landmark or body. */
export async function expectHindi(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
  await expect
    .poll(() => page.evaluate(() => /[\u0900-\u097F]/.test(document.body.innerText)), { timeout: 10_000 })
    .toBe(true);
}

/**
 * Text that does not fit: the page wider than the screen, or an element whose text is cut by its own
 * box (overflow hidden or clip, without the ellipsis that says so on purpose). Returns what it found.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      found.push(`the page is ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    const textual = "button, a, label, h1, h2, h3, h4, p, th, td, li, dt, dd, summary, legend, [role=tab], span";
    for (const element of document.querySelectorAll<HTMLElement>(textual)) {
      if (!element.innerText?.trim() || element.offsetParent === null) continue;
      // Text for screen readers only (.visually-hidden: a 1px box that clips on purpose) is never seen, so never cut.
      if (element.clientWidth <= 1 && element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === "ellipsis") continue;
      const clipsX = /hidden|clip/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const clipsY = /hidden|clip/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 2;
      if (clipsX || clipsY) {
        const box = `${element.clientWidth}×${element.clientHeight} < ${element.scrollWidth}×${element.scrollHeight}`;
        found.push(`${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}" is cut (${box})`);
      }
    }
    return found;
  });
}

/**
 * `{name}-hi-phone.png` and `{name}-hi-desktop.png`, each after checking that no text is clipped at
 * that size; the page ends at the size it started with.
 */
export async function screenshotHindi(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await screenshotSizes(page, `${name}-hi`, {
    ...options,
    check: async (size) => expect(await clippedText(page), `${name} in Hindi at ${size} size`).toEqual([]),
  });
}
