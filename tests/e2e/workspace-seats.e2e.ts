import pg from "pg";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

// Issue #35, buying seats and our admin (docs/product/workspaces.md#buying-seats, #our-admin): a workspace made in
// the database buys 3 seats through the development checkout; the billing tab shows them; our admin finds the
// workspace and suspends it. Phone and desktop, English and Hindi, axe on every screen.
const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();

/** The workspace's rows, as the teams helper's creation would leave them (another helper's part). */
async function makeWorkspace(name: string, ownerId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into "Workspace" (id, name, "billingAddress", "billingState", "billingEmail", "updatedAt")
       values (gen_random_uuid()::text, $1, '4th floor, Baner Road, Pune 411045', '27', 'accounts@kestrel.example', now())
       returning id`,
      [name],
    );
    const id = rows[0]?.id ?? "";
    await client.query(`insert into "WorkspaceMember" ("workspaceId", "userId", role) values ($1, $2, 'owner')`, [
      id,
      ownerId,
    ]);
    return id;
  } finally {
    await client.end();
  }
}

describe("buying seats and our admin's workspaces, in Chromium", () => {
  it("a workspace buys 3 seats through the checkout, the tab shows them, our admin suspends it", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const name = `Kestrel Logistics ${Date.now().toString(36)}`;
    const workspaceId = await makeWorkspace(name, owner._id);

    await page.goto(`${baseUrl}/workspaces/${workspaceId}/billing`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("seats-in-force").textContent()).toBe("0");
    await page.getByRole("spinbutton", { name: "Seats" }).fill("3");
    await page.getByText("Total: ₹1,797.00 (3 seats × ₹599.00)").waitFor();
    await e2e.screenshotSizes(page, "workspace-billing-buy");
    await e2e.expectNoAxeViolations(page, "the billing tab before buying");

    await page.getByRole("button", { name: "Buy seats" }).click();
    const checkout = page.getByRole("dialog", { name: "Simulated checkout" });
    await checkout.getByText("Amount: ₹1,797.00").waitFor();
    await e2e.screenshotSizes(page, "workspace-billing-checkout", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the seats checkout");
    await checkout.getByRole("button", { name: "Pay", exact: true }).click();

    await page.getByText("Payment received: the workspace has 3 seats.").waitFor();
    await expect.poll(() => page.getByTestId("seats-in-force").textContent()).toBe("3");
    await page.getByText("Automatically, by subscription").waitFor();
    await page.getByRole("row").filter({ hasText: "3 seats, subscription" }).getByText("₹1,797.00").waitFor();
    await page.getByRole("heading", { name: "Add seats" }).waitFor();
    await e2e.screenshotSizes(page, "workspace-billing-bought");
    await e2e.expectNoAxeViolations(page, "the billing tab with seats");

    // The same tab in Hindi, nothing clipped at either size.
    const hindi = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await chooseHindi(hindi, baseUrl);
    await hindi.goto(`${baseUrl}/about`);
    await hindi.evaluate((token) => localStorage.setItem("token", token), owner.token);
    await hindi.goto(`${baseUrl}/workspaces/${workspaceId}/billing`);
    await expectHindi(hindi);
    await hindi.getByRole("heading", { name: "सीटें जोड़ें" }).waitFor();
    await hindi.getByRole("heading", { name: "अपने आप रिन्यूअल" }).waitFor();
    await screenshotHindi(hindi, "workspace-billing-bought");
    await e2e.expectNoAxeViolations(hindi, "the billing tab in Hindi");
    await hindi.close();

    // Stopping the renewal is asked first; the seats stay to the end already paid for.
    await page.getByRole("button", { name: "Stop renewing" }).click();
    const stop = page.getByRole("dialog", { name: "Stop renewing the seats?" });
    await stop.getByText("Nothing more will be charged.", { exact: false }).waitFor();
    await e2e.screenshotSizes(page, "workspace-billing-stop-renewal", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the stop-renewal dialog");
    await stop.getByRole("button", { name: "Stop renewing" }).click();
    await page
      .getByText("Automatic renewal stopped: the seats run to the end of the period already paid for.")
      .waitFor();
    await page.getByText("Automatic renewal is off", { exact: false }).waitFor();
    await page.getByText("Off: the seats end with the period").waitFor();
    await expect.poll(() => page.getByTestId("seats-in-force").textContent()).toBe("3");
    await e2e.expectNoAxeViolations(page, "the billing tab with renewal stopped");

    // Our admin: the workspace with its seats and MRR, then suspended with a reason.
    const admin = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/workspaces`);
    await admin.getByRole("link", { name: "Workspaces" }).first().waitFor();
    await admin.getByRole("searchbox", { name: "Search" }).fill(name);
    const row = admin.getByRole("row").filter({ hasText: name });
    await row.getByText("Active").waitFor();
    await row.getByText(owner.email).waitFor();
    await row.getByText("₹1,797.00").waitFor();
    await e2e.screenshotSizes(admin, "admin-workspaces");
    await e2e.expectNoAxeViolations(admin, "our admin's workspaces");

    await row.getByRole("button", { name: "Suspend" }).click();
    const dialog = admin.getByRole("dialog", { name: `Suspend ${name}?` });
    await dialog.getByRole("textbox", { name: "Reason" }).fill("Chargeback on the first payment");
    await e2e.screenshotSizes(admin, "admin-workspace-suspend", { fullPage: false });
    await e2e.expectNoAxeViolations(admin, "the suspend dialog");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await admin.getByText(`${name} is suspended.`).waitFor();
    await row.getByText("Suspended").waitFor();
    await row.getByRole("button", { name: "Restore" }).waitFor();
    await e2e.screenshotSizes(admin, "admin-workspaces-suspended");

    // In Hindi too.
    await chooseHindi(admin, baseUrl);
    await admin.reload();
    await expectHindi(admin);
    await admin.getByRole("heading", { name: "सभी वर्कस्पेस" }).waitFor();
    await screenshotHindi(admin, "admin-workspaces");
    await e2e.expectNoAxeViolations(admin, "our admin's workspaces in Hindi");

    // The owner's tab says the seats stopped.
    await page.reload();
    await page.getByText("This workspace is suspended: no seat is in force. Contact us to restore it.").waitFor();
    await expect.poll(() => page.getByTestId("seats-in-force").textContent()).toBe("0");
    await admin.close();
    await page.close();
  }, 240_000);
});
