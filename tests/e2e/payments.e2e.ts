import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, screenshot, signUpThroughApi, VIEWPORTS } from "./browser";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("buying a plan in Chromium (development checkout)", () => {
  it("a Starter buys Professional, then chats with a professional model", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/pricing`);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    const checkout = page.getByRole("dialog", { name: "Simulated checkout" });
    await checkout.getByText("Simulated checkout (development only — no real payment)").waitFor();
    await screenshot(page, "pricing-simulated-checkout-desktop");
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem("userRole") === "professional");
    await expect.poll(() => dialogs).toContain("Payment successful! You are now on the Professional plan.");
    await page.getByRole("button", { name: "Current Plan" }).waitFor();
    expect(await page.getByRole("button", { name: "Upgrade to Enterprise" }).isEnabled()).toBe(true);
    await screenshot(page, "pricing-after-purchase-desktop");

    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`);
    await page.getByRole("button", { name: /^Model Kimi Dev 72B/ }).waitFor();
    const input = page.getByPlaceholder("Type your message here... (Shift+Enter for new line, Enter to send)");
    await input.fill("Now with a professional model");
    await expect
      .poll(() => page.getByRole("button", { name: "Send", exact: true }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    await input.press("Enter");
    await page.getByText("Echo: Now with a professional model").waitFor();
    await page.close();
  });
});
