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

  it("charts replies and tokens in and out per day, with a breakdown by model, over the range chosen (axe)", async () => {
    // axe's script tag is inline, which the site's CSP refuses.
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true, reducedMotion: "reduce" });
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await asAdmin("PUT", `/api/users/${user._id}`, { ...user, role: "professional" });
    await page.evaluate(() => localStorage.setItem("userRole", "professional"));
    const turns = [
      ["x-ai/grok-4-fast:free", "Plan three days in Goa"],
      ["moonshotai/kimi-dev-72b:free", "Write a haiku about the monsoon"],
      ["moonshotai/kimi-dev-72b:free", "Now one about Diwali"],
    ] as const;
    for (const [model, prompt] of turns) {
      await page.goto(`${baseUrl}/chat?model=${encodeURIComponent(model)}`);
      await e2e.sendPrompt(page, prompt);
      await e2e.chatMessages(page).getByText(`Echo: ${prompt}`).waitFor();
    }
    const history = async (days: number) => {
      const response = await fetch(`${baseUrl}/api/usage/history?days=${days}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      const body = (await response.json()) as { days: Array<{ tokensIn: number; tokensOut: number }> };
      const sum = (key: "tokensIn" | "tokensOut") => body.days.reduce((total, day) => total + day[key], 0);
      return { tokensIn: sum("tokensIn"), tokensOut: sum("tokensOut") };
    };
    const count = (value: number) => value.toLocaleString("en-IN");

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Usage" }).click();
    // The tokens chart says in words what it draws: the range's tokens, in and out.
    const month = await history(30);
    expect(month.tokensIn).toBeGreaterThan(0);
    expect(month.tokensOut).toBeGreaterThan(0);
    const tokensChart = (days: number, totals: { tokensIn: number; tokensOut: number }) =>
      page.getByRole("img", {
        name: new RegExp(
          `^Tokens per day, last ${days} days: ${count(totals.tokensIn + totals.tokensOut)} in total \\(${count(totals.tokensIn)} tokens in, ${count(totals.tokensOut)} tokens out\\)`,
        ),
      });
    await tokensChart(30, month).waitFor();
    await page.getByRole("img", { name: /^Replies per day, last 30 days: 3 in total/ }).waitFor();

    // By model: the most credits first (Kimi Dev 72B costs 2 a reply, Grok 4 Fast 1), with tokens both ways.
    const byModel = page.getByRole("table", { name: "Your usage by model" });
    await byModel.getByText("Grok 4 Fast").waitFor();
    const header = await byModel.getByRole("columnheader").allTextContents();
    expect(header).toEqual(["Model", "Replies", "Web / API", "Tokens in", "Tokens out", "Credits"]);
    const firstRow = await byModel.getByRole("row").nth(1).getByRole("cell").allTextContents();
    expect(firstRow.slice(0, 2)).toEqual(["Kimi Dev 72B", "2"]);

    // Another range: every figure follows it.
    await page.getByRole("radio", { name: "7 days" }).check();
    await tokensChart(7, await history(7)).waitFor();
    await page.getByRole("heading", { name: "By model, last 7 days" }).waitFor();
    for (const [size, viewport] of Object.entries(e2e.PHONE_AND_LAPTOP)) {
      await page.setViewportSize(viewport);
      await tokensChart(7, await history(7)).waitFor();
      await e2e.expectNoAxeViolations(page, `the profile's Usage tab at ${size} size`);
    }
    await e2e.screenshotSizes(page, "profile-usage-tokens");
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
    // Projects per plan (issue #33): an empty field is unlimited, Enterprise's by default.
    const projects = (plan: string) =>
      page.getByRole("group", { name: plan }).getByRole("textbox", { name: "Projects", exact: true });
    expect(await projects("Starter").inputValue()).toBe("3");
    expect(await projects("Professional").inputValue()).toBe("50");
    expect(await projects("Enterprise").inputValue()).toBe("");
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
