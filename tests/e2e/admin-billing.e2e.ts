import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import * as e2e from "./browser";
import { api as callApi, customerWithPlan as withPlan } from "./customers";

const journeys = e2e.setupJourneys();
const { baseUrl, browser } = journeys;
const customerWithPlan = (name: string) => withPlan(journeys, name);
const api = (path: string, token: string, body?: unknown) => callApi(baseUrl, path, token, body);

/** Every "Loading ..." placeholder of the screen has made way for its content. */
async function loaded(page: Page) {
  // Polled for longer than the default second: on a busy machine a screen's reads can take a few.
  await expect.poll(() => page.getByText(/^Loading .*\.\.\.$/).count(), { timeout: 15_000 }).toBe(0);
}

describe("billing in the admin panel, in Chromium", () => {
  it("refunds a payment after a confirmation that states the amount and the plan's end; the row then reads Refunded", async () => {
    const buyer = await customerWithPlan(`Ananya Refund ${Date.now().toString(36)}`);
    // bypassCSP: axe-core is injected as an inline script.
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(page, baseUrl);

    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByText("Active Subscribers").waitFor();
    await page.getByText("Monthly Recurring Revenue").waitFor();
    await loaded(page);
    await e2e.screenshotSizes(page, "admin-dashboard-billing");
    await e2e.expectNoAxeViolations(page, "the dashboard's billing numbers");

    await page.goto(`${baseUrl}/admin/payments?q=${encodeURIComponent(buyer.username)}`);
    const row = page.getByRole("row").filter({ hasText: buyer.name });
    await row.getByText("Completed").waitFor();
    // The whole Razorpay id is on screen, with a button that copies it.
    const paymentId = (await row.locator("code").textContent()) ?? "";
    expect(paymentId).toMatch(/^pay_sim/);
    await row.getByRole("button", { name: `Copy payment ID ${paymentId}` }).waitFor();

    await row.getByRole("button", { name: `Refund ₹249.00 to ${buyer.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Refund ₹249.00?" });
    await dialog.getByText(`The full ₹249.00 goes back to ${buyer.name} through Razorpay.`).waitFor();
    await dialog.getByText(/The Professional plan it paid for ends: its 30 days/).waitFor();
    await e2e.screenshotSizes(page, "admin-refund-dialog", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the refund dialog");

    await dialog.getByRole("button", { name: "Refund ₹249.00" }).click();
    await page.getByText(`Refunded ₹249.00 to ${buyer.name}. ${buyer.name} is back on Starter.`).waitFor();
    await row.getByText("Refunded", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: /^Refund/ }).count()).toBe(0);
    expect(await dialog.isVisible()).toBe(false);
    await e2e.screenshotSizes(page, "admin-payment-refunded");

    // The customer's plan ended with it.
    expect(await api("/api/payment/status", buyer.token)).toMatchObject({ role: "starter" });

    // Their page: the plan, its end, and the refunded payment.
    await page.goto(`${baseUrl}/admin/users/${buyer._id}`);
    await page.getByText("Free plan: no end date").waitFor();
    const payments = page.getByRole("region", { name: "Payments" });
    await payments.getByText("Refunded", { exact: true }).waitFor();
    await loaded(page);
    await e2e.screenshotSizes(page, "admin-user-details-billing");
    await e2e.expectNoAxeViolations(page, "a user's details with payments");

    // The audit log names who refunded and whose payment it was.
    await page.goto(`${baseUrl}/admin/audit`);
    const entry = page.getByRole("row").filter({ hasText: "payment.refund" }).first();
    await entry.getByText(`₹249.00 Professional payment by ${buyer.name} <${buyer.email}>`).waitFor();
    await entry.getByText("Administrator").waitFor();
    await page.close();
  });

  it("badges a lapsed plan as Starter in force with the paid plan named lapsed, in the users list and the user's page", async () => {
    const buyer = await customerWithPlan(`Lakshmi Lapsed ${Date.now().toString(36)}`);
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(page, baseUrl);
    const list = `${baseUrl}/admin/users?q=${encodeURIComponent(buyer.username)}`;
    await page.goto(list);
    const row = page.getByRole("row").filter({ hasText: buyer.name });
    await row.getByText("Professional", { exact: true }).waitFor();
    expect(await row.getByText(/lapsed/).count()).toBe(0);

    // 31 days on, by the browser's clock, the plan's end has passed: Starter is in force.
    await page.clock.setFixedTime(Date.now() + 31 * DAY_MS);
    await page.goto(list);
    await row.getByText("Professional (lapsed)").waitFor();
    await row.getByText("Starter", { exact: true }).waitFor();
    await row.getByText(/^Ended \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await loaded(page);
    await e2e.screenshotSizes(page, "admin-users-lapsed");
    await e2e.expectNoAxeViolations(page, "the users list with a lapsed plan");
    await page.setViewportSize(e2e.VIEWPORTS.phone);
    await row.getByText("Professional (lapsed)").waitFor();
    await e2e.expectNoAxeViolations(page, "the users list with a lapsed plan on a phone");
    await page.setViewportSize(e2e.VIEWPORTS.desktop);

    await page.goto(`${baseUrl}/admin/users/${buyer._id}`);
    const account = page.getByRole("region", { name: "Account" });
    await account.getByText("Professional (lapsed)").waitFor();
    await account.getByText(/: now on Starter$/).waitFor();
    await page.close();
  });

  it("sorts payments by a column and exports every matching payment as CSV", async () => {
    const tag = `csv${Date.now().toString(36)}`;
    const first = await customerWithPlan(`Rao, "Asha" ${tag}`);
    const second = await customerWithPlan(`=Formula ${tag}`);
    // A second order left unpaid: the export holds it too.
    await api("/api/payment/order", second.token, { plan: "enterprise" });

    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/payments?q=${tag}`);
    await page.getByRole("row").filter({ hasText: first.name }).waitFor();
    await loaded(page);

    const amountHeader = page.getByRole("columnheader", { name: /^Amount/ });
    expect(await amountHeader.getAttribute("aria-sort")).toBe("none");
    await amountHeader.getByRole("button").click();
    await expect.poll(() => amountHeader.getAttribute("aria-sort")).toBe("descending");
    await amountHeader.getByRole("button").click();
    await expect.poll(() => amountHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("amount");
    await expect
      .poll(async () =>
        (await page.getByRole("row").allTextContents()).slice(1).map((text) => text.match(/₹[\d,.]+/)?.[0]),
      )
      .toEqual(["₹249.00", "₹249.00", "₹599.00"]);
    await e2e.screenshotSizes(page, "admin-payments-sorted");
    await e2e.expectNoAxeViolations(page, "the sorted payments list");
    await page.setViewportSize(e2e.VIEWPORTS.phone);
    await e2e.expectNoAxeViolations(page, "the sorted payments list on a phone (Sort by select)");
    await page.setViewportSize(e2e.VIEWPORTS.desktop);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^Date,User,Username,Email,Plan,Amount \(INR\),Status,/);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(3);
    // In the list's order (amount, ascending), escaped, and the formula kept as text.
    expect(rows.map((row) => row.match(/,(\d+\.\d{2}),/)?.[1])).toEqual(["249.00", "249.00", "599.00"]);
    expect(rows.some((row) => row.includes(`,"Rao, ""Asha"" ${tag}",`))).toBe(true);
    expect(rows.filter((row) => row.includes(`,'=Formula ${tag},`))).toHaveLength(2);
    expect(rows.filter((row) => row.includes(",created,"))).toHaveLength(1);
    await page.close();
  });
});
