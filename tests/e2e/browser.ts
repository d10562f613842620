import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A sticky header would otherwise be painted where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The newest mail to `email` (waiting for it), from the SMTP sink the server sends to. */
export async function latestMail(
  mailboxUrl: string,
  email: string,
  since = 0,
): Promise<{ subject: string; code: string | null }> {
  const response = await fetch(`${mailboxUrl}/latest?to=${encodeURIComponent(email)}&since=${since}`);
  if (!response.ok) throw new Error(`no mail to ${email}`);
  return response.json();
}

export async function mailCount(mailboxUrl: string): Promise<number> {
  return (await (await fetch(`${mailboxUrl}/count`)).json()).count;
}
