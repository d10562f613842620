import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

async function adminToken() {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "Harbour-Lantern-2026!" }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The admin's call, as the admin screens would make it. */
async function asAdmin(method: "POST" | "PUT", path: string, input: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify(input),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

// Three credits a day for Starter while this file runs (files run one at a time), so the allowance ends quickly.
const setStarterCredits = (starter: number) =>
  asAdmin("POST", "/trpc/admin.usage.updateSettings", {
    dailyCredits: { starter, professional: 300, enterprise: 1500 },
  });
beforeAll(() => setStarterCredits(3));
afterAll(() => setStarterCredits(30));

describe("a Starter's daily allowance in Chromium", () => {
  it("counts down in the header, refuses with the plan's message and a way to upgrade, and a new plan goes on", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await page.getByText("left of 3").waitFor();
    await e2e.screenshotSizes(page, "chat-allowance-meter", { fullPage: false });

    for (const prompt of ["First question", "Second question", "Third question"]) {
      await e2e.sendPrompt(page, prompt);
      await e2e.chatMessages(page).getByText(`Echo: ${prompt}`).waitFor();
    }
    await expect.poll(() => page.getByTitle(/^0 of 3 credits left today/).count()).toBe(1);

    await e2e.sendPrompt(page, "Fourth question");
    const refusal = page.getByText(
      "You have used today's 3 credits on the Starter plan. They renew at 00:00 IST, or upgrade for more.",
    );
    await refusal.waitFor();
    await e2e.screenshotSizes(page, "chat-allowance-spent", { fullPage: false });

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("link", { name: "See plans" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    await e2e.payInDevelopmentCheckout(page, "Buy Professional");
    await page.waitForFunction(() => localStorage.getItem("userRole") === "professional");

    await page.goto(`${baseUrl}/chat`);
    await page.getByText("left of 300").waitFor();
    await e2e.sendPrompt(page, "Fifth question, on Professional");
    await e2e.chatMessages(page).getByText("Echo: Fifth question, on Professional").waitFor();

    // The profile's Usage tab: today, the last 30 days; the tables per day and model are Enterprise's.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Usage" }).click();
    await page.getByText("Advanced analytics come with Enterprise").waitFor();
    await page.getByRole("table", { name: "Your usage by model" }).getByText("Grok 4 Fast").waitFor();
    await e2e.screenshotSizes(page, "profile-usage");
    await page.close();
  });

  it("gives Enterprise the tables per day and model, and their CSV", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, acceptDownloads: true });
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await asAdmin("PUT", `/api/users/${user._id}`, { ...user, role: "enterprise" });
    await page.evaluate(() => localStorage.setItem("userRole", "enterprise"));
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("qwen/qwen3-235b-a22b:free")}`);
    await e2e.sendPrompt(page, "An enterprise question");
    await e2e.chatMessages(page).getByText("Echo: An enterprise question").waitFor();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Usage" }).click();
    const rows = page.getByRole("table", { name: "Your usage per day and model" });
    await rows.getByText("Qwen3 235B A22B").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    await e2e.screenshotSizes(page, "profile-usage-enterprise");
    await page.close();
  });

  it("shows the admin what AI cost against what the plans earned", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logInAsAdmin(page, baseUrl);
    await page.getByRole("link", { name: "Usage & costs" }).first().click();
    await page.getByRole("heading", { name: "Usage & costs" }).waitFor();
    const byPlan = page.getByRole("table", { name: "Cost and revenue by plan" });
    await byPlan.getByRole("cell", { name: "Professional" }).first().waitFor();
    // The purchase above is in the plan's revenue.
    expect(
      await byPlan
        .getByRole("row")
        .filter({ hasText: "Professional" })
        .getByText(/₹[1-9]/)
        .count(),
    ).toBeGreaterThan(0);
    await page.getByRole("table", { name: "AI cost by model" }).getByText("Grok 4 Fast").waitFor();
    await e2e.screenshotSizes(page, "admin-usage");

    // Settings: the plans' limits and the dollar rate, saved for every instance.
    await page.getByRole("link", { name: "Settings" }).first().click();
    await page.getByRole("heading", { name: "Plans and limits" }).waitFor();
    await page.getByRole("textbox", { name: "Rupees per US dollar (AI costs)" }).fill("85.50");
    await page.getByRole("button", { name: "Save plans and limits" }).click();
    await page.getByText("Plans and limits saved.").waitFor();
    await e2e.screenshotSizes(page, "admin-settings-plans");

    // A user's details: their credits and usage, and a grant.
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole("link", { name: /^View/ }).first().click();
    await page.getByRole("heading", { name: "Usage" }).waitFor();
    await page.getByRole("button", { name: "Grant credits" }).click();
    await page.getByText("10 credits granted for today.").waitFor();
    await e2e.screenshotSizes(page, "admin-user-usage");
    await page.close();
  });
});
