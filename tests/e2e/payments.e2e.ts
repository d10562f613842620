import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// A journey buys two plans through two dialogs each; a busy machine needs more than the default minute.
const JOURNEY_MS = 150_000;
// axe injects an inline script, which the site's CSP refuses.
const pageOptions = { viewport: e2e.VIEWPORTS.desktop, bypassCSP: true, reducedMotion: "reduce" } as const;

/** What the page shows for a date inside a sentence ("4 Jan 2027"), worked out in the page's own time zone. */
const longDate = (page: Page, at: number) =>
  page.evaluate(
    (ms) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }).format(ms),
    at,
  );
/** The profile's and history's dates (23/11/2026). */
const shortDate = (page: Page, at: number) =>
  page.evaluate(
    (ms) => new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "2-digit", year: "numeric" }).format(ms),
    at,
  );

/** The plan in force, from the REST status call the way another client would ask. */
async function planStatus(token: string): Promise<{ role: string; planExpiresAt: string | null }> {
  const response = await fetch(`${baseUrl}/api/payment/status`, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

const confirmDialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Buys Professional from Starter on /pricing and waits for the success screen. */
async function buyProfessional(page: Page) {
  await page.goto(`${baseUrl}/pricing`);
  await page.getByRole("button", { name: "Upgrade to Professional" }).click();
  await e2e.payInDevelopmentCheckout(page, "Buy Professional");
  await page.getByRole("heading", { name: /^You're on Professional/ }).waitFor();
}

/** The value beside a term of the profile's Subscription Plan card. */
const profileValue = (page: Page, term: string) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd");

describe("buying and renewing a plan in Chromium (development checkout)", () => {
  it(
    "a Starter buys Professional, sees the success screen, then upgrades to Enterprise with the credited days shown first",
    async () => {
      const page = await browser.newPage(pageOptions);
      const buyer = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${baseUrl}/pricing`);

      // Before paying: what the payment will do.
      await page.getByRole("button", { name: "Upgrade to Professional" }).click();
      const buy = confirmDialog(page, "Buy Professional");
      const firstEnd = await longDate(page, Date.now() + 30 * DAY_MS);
      await buy.getByText(`₹249 today — your plan runs until ${firstEnd}`, { exact: true }).waitFor();
      await e2e.screenshotSizes(page, "pricing-confirm-purchase", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the purchase confirmation");
      await buy.getByRole("button", { name: "Continue to payment" }).click();
      const checkout = page.getByRole("dialog", { name: "Simulated checkout" });
      await checkout.getByText("Simulated checkout (development only — no real payment)").waitFor();
      await e2e.screenshotSizes(page, "pricing-simulated-checkout", { fullPage: false });
      await checkout.getByRole("button", { name: "Pay", exact: true }).click();

      // The success screen, in the page, with its heading focused for screen readers.
      const success = page.getByRole("heading", { name: "You're on Professional — try Kimi Dev 72B" });
      await success.waitFor();
      await page.waitForFunction(() => localStorage.getItem("userRole") === "professional");
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("purchase-success-title");
      await page.getByText(`Your plan runs until ${firstEnd}.`).waitFor();
      expect(await page.getByRole("link", { name: "Chat with Kimi Dev 72B" }).getAttribute("href")).toBe(
        `/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`,
      );
      await e2e.screenshotSizes(page, "pricing-success");
      await e2e.expectNoAxeViolations(page, "the purchase success screen");

      // Back on the plans: the plan in force can be extended, Enterprise is an upgrade that credits Professional.
      await page.getByRole("button", { name: "Back to plans" }).click();
      const extend = page.getByRole("button", { name: "Extend by 30 days" });
      await extend.waitFor();
      expect(await extend.isEnabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Included in Professional" }).isDisabled()).toBe(true);
      await page.getByText("Unused Professional time adds 12 days.").waitFor();
      await e2e.screenshotSizes(page, "pricing-cards-professional");

      await page.getByRole("button", { name: "Upgrade to Enterprise" }).click();
      const upgrade = confirmDialog(page, "Upgrade to Enterprise");
      // 30 unused days of Professional at ₹249/30 buy 12 whole days of Enterprise at ₹599/30 (12.47, rounded down).
      const upgradedEnd = await longDate(page, Date.now() + 42 * DAY_MS);
      await upgrade
        .getByText(`₹599 today — your plan runs until ${upgradedEnd} including 12 days credited from Professional`, {
          exact: true,
        })
        .waitFor();
      await upgrade.getByText("12 days credited for the unused time of Professional").waitFor();
      await e2e.screenshotSizes(page, "pricing-confirm-upgrade", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the upgrade confirmation");
      await e2e.payInDevelopmentCheckout(page, "Upgrade to Enterprise");

      // The strongest Enterprise model of the catalogue as it is now: other suites (admin) add models to this server.
      const heading = page.getByRole("heading", { name: /^You're on Enterprise — try / });
      await heading.waitFor();
      const showcased = ((await heading.textContent()) ?? "").replace(/^You're on Enterprise — try /, "");
      const { models: catalogue }: { models: Array<{ modelId: string; name: string; tier: string }> } = await (
        await fetch(`${baseUrl}/api/models`)
      ).json();
      const model = catalogue.find((entry) => entry.name === showcased);
      expect(model?.tier).toBe("enterprise");
      await page
        .getByText(`Your plan runs until ${upgradedEnd}, including 12 days credited from Professional.`)
        .waitFor();
      const status = await planStatus(buyer.token);
      expect(status.role).toBe("enterprise");
      expect(Math.round((Date.parse(status.planExpiresAt ?? "") - Date.now()) / DAY_MS)).toBe(42);

      // The success screen's button opens the chat on the model it names.
      await page.getByRole("link", { name: `Chat with ${showcased}` }).click();
      await page.waitForURL((url) => url.pathname === "/chat" && url.searchParams.get("model") === model?.modelId);
      await page
        .getByRole("button", { name: new RegExp(`^Model ${showcased.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
        .waitFor();
      await e2e.sendPrompt(page, "Now with an enterprise model");
      await e2e.chatMessages(page).getByText("Echo: Now with an enterprise model").waitFor();

      // /models reads the plan from payment.status, like Pricing (docs/product/data.md#states-and-transitions "Plan role"), not from a stale stored role.
      await page.evaluate(() => localStorage.setItem("userRole", "starter"));
      await page.goto(`${baseUrl}/models`);
      await page.getByText("Your plan: Enterprise").waitFor();
      expect(await page.getByText(/^Unlock .* Models$/).count()).toBe(0);
      expect(dialogs).toEqual([]);
      await page.close();

      // Both purchases are in the admin payment logs, with the buyer and a Completed badge.
      const admin = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
      await e2e.logInAsAdmin(admin, baseUrl);
      await admin.goto(`${baseUrl}/admin/payments`);
      await admin.getByPlaceholder("Search payments...").fill(buyer.username);
      const rows = admin.getByRole("row").filter({ hasText: `@${buyer.username}` });
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.filter({ hasText: "₹249.00" }).getByText("Completed").count()).toBe(1);
      expect(await rows.filter({ hasText: "₹599.00" }).getByText("Completed").count()).toBe(1);
      await admin.close();
    },
    JOURNEY_MS,
  );

  it(
    "extends Professional early by 30 days from its end, and the receipt opens from the history",
    async () => {
      const page = await browser.newPage(pageOptions);
      const buyer = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await buyProfessional(page);
      const before = Date.parse((await planStatus(buyer.token)).planExpiresAt ?? "");

      await page.goto(`${baseUrl}/profile`);
      await expect.poll(() => profileValue(page, "Plan ends on").textContent()).toBe(await shortDate(page, before));

      await page.goto(`${baseUrl}/pricing`);
      await page
        .getByText(`Your plan ends on ${await longDate(page, before)}; extending adds 30 days to it.`)
        .waitFor();
      await page.getByRole("button", { name: "Extend by 30 days" }).click();
      const extendedEnd = await longDate(page, before + 30 * DAY_MS);
      await confirmDialog(page, "Extend Professional")
        .getByText(`₹249 today — your plan runs until ${extendedEnd} (30 days added to your current end date)`, {
          exact: true,
        })
        .waitFor();
      await e2e.screenshotSizes(page, "pricing-confirm-extend", { fullPage: false });
      await e2e.payInDevelopmentCheckout(page, "Extend Professional");
      await page
        .getByText(`Your plan runs until ${extendedEnd}: 30 days were added to your previous end date.`)
        .waitFor();

      // Exactly 30 days from the old end, not from today: no paid day is lost.
      const after = Date.parse((await planStatus(buyer.token)).planExpiresAt ?? "");
      expect(after - before).toBe(30 * DAY_MS);
      await page.goto(`${baseUrl}/profile`);
      await expect.poll(() => profileValue(page, "Plan ends on").textContent()).toBe(await shortDate(page, after));
      await page.getByRole("link", { name: "Extend or Upgrade" }).waitFor();
      await e2e.screenshotSizes(page, "profile-plan-ends-on");

      // The history: both payments, each with its reference, period and receipt.
      await page.goto(`${baseUrl}/pricing`);
      await page.getByRole("button", { name: "Show Payment History" }).click();
      const receipts = page.getByRole("link", { name: /^Receipt NG-\d{6}$/ });
      await expect.poll(() => receipts.count()).toBe(2);
      const history = page.getByRole("region", { name: "Payment History" });
      await history.getByText(`${await shortDate(page, before)} – ${await shortDate(page, after)}`).waitFor();
      const paymentIds = await history.locator("code").allTextContents();
      expect(paymentIds).toHaveLength(2);
      for (const id of paymentIds) expect(id).toMatch(/^pay_/);
      await page.getByRole("region", { name: "Payment History" }).scrollIntoViewIfNeeded();
      await e2e.screenshotSizes(page, "pricing-payment-history");
      await e2e.expectNoAxeViolations(page, "the payment history");

      // The newest receipt (the extension), opened from the history.
      const number = ((await receipts.first().getAttribute("aria-label")) ?? "").replace("Receipt ", "");
      await receipts.first().click();
      await page.waitForURL(/\/account\/receipts\/[^/]+$/);
      const receiptUrl = page.url();
      const sheet = page.getByRole("article", { name: "Receipt" });
      await sheet.getByText(number, { exact: true }).waitFor();
      for (const text of [
        "Ravi Kumar",
        buyer.email,
        "Professional plan",
        `${await shortDate(page, before)} – ${await shortDate(page, after)}`,
        "GST not charged",
        paymentIds[0] ?? "",
      ]) {
        await sheet.getByText(text, { exact: true }).first().waitFor();
      }
      expect(await sheet.getByText("₹249.00").count()).toBeGreaterThanOrEqual(2);
      expect(await sheet.getByText(/^order_/).count()).toBe(1);
      expect(await page.title()).toContain(`Receipt ${number}`);
      await e2e.screenshotSizes(page, "receipt");
      await e2e.expectNoAxeViolations(page, "the receipt");

      // Printed: the sheet alone, no site header, footer or buttons.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Print or save as PDF" }).isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await e2e.screenshot(page, "receipt-print-desktop");
      await page.emulateMedia({ media: "screen" });

      // Someone else's receipt is simply not found; a signed-out visitor logs in and comes back to it.
      await page.evaluate(() => localStorage.clear());
      await page.goto(receiptUrl);
      await page.waitForURL(/\/login\?next=%2Faccount%2Freceipts%2F/);
      await e2e.field(page, "Email").fill(buyer.email);
      await e2e.passwordField(page, "Password").fill(buyer.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.waitForURL(receiptUrl);
      await sheet.getByText(number, { exact: true }).waitFor();
      await page.close();

      const stranger = await browser.newPage(pageOptions);
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, stranger);
      await stranger.goto(receiptUrl);
      await stranger.getByRole("heading", { name: "Receipt not found" }).waitFor();
      expect(await stranger.getByText(buyer.email).count()).toBe(0);
      await e2e.screenshotSizes(stranger, "receipt-not-found");
      await e2e.expectNoAxeViolations(stranger, "the receipt not found state");
      await stranger.close();
    },
    JOURNEY_MS,
  );

  it("says nothing was charged when Razorpay's checkout cannot load, and shows a failed payment in the page", async () => {
    const page = await browser.newPage(pageOptions);
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    // The e2e server has no Razorpay keys, so its orders come back `simulated` and the page never loads
    // checkout.js. Turning that flag off on the way to the page sends it down the real Razorpay path, where an
    // ad-blocker (here: a request to checkout.razorpay.com refused as by a blocker) stops the script.
    const realGateway = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
      const response = await route.fetch();
      const body = (await response.json()) as Array<{ result?: { data?: { simulated?: boolean } } }>;
      for (const entry of body) if (entry.result?.data) entry.result.data.simulated = false;
      await route.fulfill({ response, json: body });
    };
    const isCreateOrder = (url: URL) =>
      url.pathname.startsWith("/trpc/") && url.pathname.includes("payment.createOrder");
    await page.route(isCreateOrder, realGateway);
    let blocked = 0;
    await page.route("https://checkout.razorpay.com/**", async (route) => {
      blocked += 1;
      await route.abort("blockedbyclient");
    });

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    await confirmDialog(page, "Buy Professional").getByRole("button", { name: "Continue to payment" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The payment window could not open." });
    await alert.getByText("Nothing was charged. Check an ad-blocker and try again.").waitFor();
    expect(blocked).toBeGreaterThan(0);
    expect(await page.getByText("Payment failed").count()).toBe(0);
    // Nothing is left waiting: the button can be used again.
    await expect.poll(() => page.getByRole("button", { name: "Upgrade to Professional" }).isEnabled()).toBe(true);
    await e2e.screenshotSizes(page, "pricing-checkout-blocked", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the checkout-blocked alert");

    // A payment the (simulated) gateway declines ends in docs/product/errors.md#error-catalogue's text, in the page too.
    await page.unroute(isCreateOrder, realGateway);
    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    await confirmDialog(page, "Buy Professional").getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("dialog", { name: "Simulated checkout" }).getByRole("button", { name: "Fail" }).click();
    await page.getByRole("alert").filter({ hasText: "Payment failed. Please try again." }).waitFor();
    await page.close();
  });
});
