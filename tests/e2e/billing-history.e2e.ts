import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { api } from "./customers";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// Narrow phones first: the upgrade dialog must fit them with nothing cut and no scroll region a keyboard cannot reach.
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** What the page shows for a date inside a sentence ("4 Jan 2027"), in the page's own time zone. */
const longDate = (page: Page, at: number) =>
  page.evaluate(
    (ms) => new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }).format(ms),
    at,
  );

/** Whether an element is wholly inside the viewport and inside the dialog (not cut off by either). */
async function wholeInDialog(page: Page, dialog: ReturnType<Page["getByRole"]>, text: string) {
  const [box, frame] = await Promise.all([dialog.getByText(text).boundingBox(), dialog.boundingBox()]);
  const viewport = page.viewportSize();
  if (!box || !frame || !viewport) return false;
  return box.y >= frame.y && box.y + box.height <= frame.y + frame.height && box.y + box.height <= viewport.height;
}

describe("the upgrade on a phone, and the payment history after it", () => {
  it("shows the whole upgrade dialog at 360 and 390 px without a scroll region; the history cuts the converted period and says what was not charged", async () => {
    const page = await browser.newPage({ viewport: PHONES[0], bypassCSP: true, reducedMotion: "reduce" });
    const buyer = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    // Professional, paid; then an Enterprise attempt the (simulated) bank declines.
    const { orderId } = await api(baseUrl, "/api/payment/order", buyer.token, { plan: "professional" });
    await api(
      baseUrl,
      "/api/payment/verify",
      buyer.token,
      await api(baseUrl, "/api/payment/simulate", buyer.token, { orderId, outcome: "success" }),
    );
    const declined = await api(baseUrl, "/api/payment/order", buyer.token, { plan: "enterprise" });
    await api(baseUrl, "/api/payment/simulate", buyer.token, { orderId: declined.orderId, outcome: "failure" });

    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to Enterprise" });
    const lastSentence =
      "One payment, no automatic renewal. A receipt is e-mailed to you and kept in your payment history.";
    // A screen too short even for the compact layout: the body scrolls, and a keyboard can reach it.
    await page.setViewportSize({ width: 360, height: 480 });
    await dialog.getByRole("region", { name: "Upgrade to Enterprise" }).waitFor();
    expect(await dialog.getByRole("region", { name: "Upgrade to Enterprise" }).getAttribute("tabindex")).toBe("0");
    await e2e.expectNoAxeViolations(page, "the upgrade dialog at 360×480, scrolling");
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await dialog.getByText(lastSentence).waitFor();
      await e2e.screenshot(page, `pricing-upgrade-dialog-${phone.width}`, { fullPage: false });
      await e2e.expectNoAxeViolations(page, `the upgrade dialog at ${phone.width}×${phone.height}`);
      // It fits: no scroll region at all.
      await expect.poll(() => dialog.getByRole("region").count()).toBe(0);
      // Nothing cut: the credited days, the last sentence and the buttons are all on screen.
      for (const text of ["12 days credited for the unused time of Professional", lastSentence, "Continue to payment"])
        expect(await wholeInDialog(page, dialog, text), `${text} at ${phone.width} px`).toBe(true);
    }
    await e2e.screenshotSizes(page, "pricing-upgrade-dialog", { fullPage: false });

    const upgradedAt = Date.now();
    await e2e.payInDevelopmentCheckout(page, "Upgrade to Enterprise");
    await page.getByRole("heading", { name: /^You're on Enterprise/ }).waitFor();
    await page.getByRole("button", { name: "Back to plans" }).click();
    await page.getByRole("button", { name: "Show Payment History" }).click();
    const history = page.getByRole("region", { name: "Payment History" });
    const rows = history.getByRole("row");
    await expect.poll(() => rows.count()).toBe(4);
    // The Professional payment's period ends at the upgrade, not 30 days on.
    const professional = rows.filter({ hasText: "Professional" }).filter({ hasText: "Completed" });
    await professional.getByText(`Converted to Enterprise on ${await longDate(page, upgradedAt)}`).waitFor();
    // The declined attempt: nothing was taken, and it says so instead of an id.
    const failed = rows.filter({ hasText: "Failed" });
    await failed.getByText("Not charged").waitFor();
    expect(await failed.locator("code").count()).toBe(0);
    await history.scrollIntoViewIfNeeded();
    await e2e.screenshotSizes(page, "pricing-history-converted");
    await page.setViewportSize(e2e.VIEWPORTS.phone);
    await history.screenshot({ path: path.join(e2e.SCREENSHOT_DIR, "pricing-history-converted-cards-phone.png") });
    await e2e.expectNoAxeViolations(page, "the payment history with a converted and a declined payment");
    await page.close();

    // The admin's list says the same of the declined order, with its reason.
    const admin = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/payments?q=${encodeURIComponent(buyer.username)}`);
    const row = admin.getByRole("row").filter({ hasText: "Failed" });
    await row.getByText("Not charged").waitFor();
    await row.getByText("declined in the simulated checkout").waitFor();
    expect(await admin.getByText("N/A", { exact: true }).count()).toBe(0);
    await e2e.screenshotSizes(admin, "admin-payments-not-charged");
    await e2e.expectNoAxeViolations(admin, "the admin payments with a declined order");
    // Refunding the converted Professional payment would take back Enterprise days, and the dialog says so first.
    await admin
      .getByRole("row")
      .filter({ hasText: "₹249.00" })
      .getByRole("button", { name: /^Refund/ })
      .click();
    const refund = admin.getByRole("dialog", { name: "Refund ₹249.00?" });
    await refund
      .getByText(/^An upgrade turned its Professional time into Enterprise days: the 12 of them still ahead \(to /)
      .waitFor();
    await e2e.screenshotSizes(admin, "admin-refund-converted-dialog", { fullPage: false });
    await e2e.expectNoAxeViolations(admin, "the refund dialog of a converted payment");
    await refund.getByRole("button", { name: "Cancel" }).click();
    await admin.close();
  }, 150_000);
});
