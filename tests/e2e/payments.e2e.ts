import { describe, expect, inject, it } from "vitest";
import {
  chatMessages,
  logInAsAdmin,
  screenshotSizes,
  sendPrompt,
  setupChromium,
  signUpThroughApi,
  VIEWPORTS,
} from "./browser";

const baseUrl = inject("baseUrl");
const mailboxUrl = inject("mailboxUrl");
const browser = setupChromium();

describe("buying a plan in Chromium (development checkout)", () => {
  it("a Starter buys Professional, then chats with a professional model", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const buyer = await signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/pricing`);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    const checkout = page.getByRole("dialog", { name: "Simulated checkout" });
    await checkout.getByText("Simulated checkout (development only — no real payment)").waitFor();
    await screenshotSizes(page, "pricing-simulated-checkout", { fullPage: false });
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem("userRole") === "professional");
    await expect.poll(() => dialogs).toContain("Payment successful! You are now on the Professional plan.");
    await page.getByRole("button", { name: "Current Plan" }).waitFor();
    expect(await page.getByRole("button", { name: "Upgrade to Enterprise" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Show Payment History" }).click();
    await page.getByText("Completed").first().waitFor();
    await screenshotSizes(page, "pricing-after-purchase");

    // /models reads the plan from payment.status, like Pricing (SPEC §4 "Plan role"), not from a stale stored role.
    await page.evaluate(() => localStorage.setItem("userRole", "starter"));
    await page.goto(`${baseUrl}/models`);
    await page.getByText("Your plan: Professional").waitFor();
    expect(await page.getByText("Unlock Enterprise Models").count()).toBe(1);
    expect(await page.getByText("Unlock Professional Models").count()).toBe(0);
    await screenshotSizes(page, "models-signed-in");

    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`);
    await page.getByRole("button", { name: /^Model Kimi Dev 72B/ }).waitFor();
    await sendPrompt(page, "Now with a professional model");
    await chatMessages(page).getByText("Echo: Now with a professional model").waitFor();
    await page.close();

    // The purchase is in the admin payment logs, with the buyer and a Completed badge.
    const admin = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await logInAsAdmin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/payments`);
    await admin.getByPlaceholder("Search payments...").fill(buyer.username);
    const row = admin.getByRole("row").filter({ hasText: `@${buyer.username}` });
    await row.getByText("Completed").waitFor();
    expect(await row.getByText("₹249.00").count()).toBe(1);
    await screenshotSizes(admin, "admin-payments-with-purchase");
    await admin.close();
  });
});
