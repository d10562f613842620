import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

/** Every "Loading ..." placeholder of the screen has made way for its content. */
async function loaded(page: Page) {
  // Polled for longer than the default second: on a busy machine a screen's reads can take a few.
  await expect.poll(() => page.getByText(/^Loading .*\.\.\.$/).count(), { timeout: 15_000 }).toBe(0);
}

describe("the admin panel in Chromium", () => {
  it("signs in, finds a user by search, changes the role and sees it in the details", async () => {
    const userPage = await browser.newPage();
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, userPage);
    await userPage.close();

    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await page.getByText("Administrator Panel").waitFor();
    await e2e.submitAdminLogin(page);
    await page.getByText("Total Users").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("isAdmin"))).toBe("true");
    await loaded(page);
    await e2e.screenshotSizes(page, "admin-dashboard");

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await page.getByRole("heading", { name: "User Management", level: 1 }).waitFor();
    await loaded(page);
    await e2e.screenshotSizes(page, "admin-users");
    await page.getByPlaceholder("Search users...").fill(user.username);
    await page
      .getByRole("link", { name: `Edit ${user.name}` })
      .first()
      .waitFor();
    await page
      .getByRole("link", { name: `Edit ${user.name}` })
      .first()
      .click();
    await page.getByText(`Edit User: ${user.name}`).waitFor();
    await e2e.screenshotSizes(page, "admin-user-edit");
    await page.getByLabel(/^Role/).selectOption("professional");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(new RegExp(`/admin/users/${user._id}$`));
    await page.getByText("Professional").first().waitFor();
    await e2e.screenshotSizes(page, "admin-user-details");
    await page.close();
  });

  it("a user opened while the search is still settling stays open: the settled search does not take the list back", async () => {
    const userPage = await browser.newPage();
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, userPage);
    await userPage.close();

    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/users?q=${encodeURIComponent(user.username)}`);
    const view = page.getByRole("link", { name: `View ${user.name}` });
    await view.waitFor();
    // The details page's code arrives well after the search settles (300 ms), as on a slow network or
    // a loaded machine: the list stays on screen, and mounted, while the router waits for it.
    let held = 0;
    await page.route("**/assets/admin-user-details-page-*.js", async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByPlaceholder("Search users...").fill(user.email);
    await view.click();

    await page.getByRole("heading", { name: "User Details", level: 1 }).waitFor();
    await page.getByText(user.email).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/users/${user._id}`);
    // Nothing still pending writes the search to the address afterwards.
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe(`/admin/users/${user._id}`);
    expect(await page.getByRole("heading", { name: "User Details", level: 1 }).count()).toBe(1);
    expect(held, "the details page's code was held back").toBe(1);
    await page.close();
  });

  it("adds a model that then shows on the public /models page", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/models`);
    await page.getByRole("button", { name: "Add Enterprise Model" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Orion Test 1");
    await dialog.getByRole("textbox", { name: /^Model ID/ }).fill("acme/orion-test-1:free");
    await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("A model added from the admin panel.");
    await dialog.getByRole("textbox", { name: /^Provider/ }).fill("Acme");
    await dialog.getByRole("textbox", { name: "Capabilities", exact: true }).fill("Reasoning, Coding");
    await dialog.getByRole("textbox", { name: "Performance", exact: true }).fill("High");
    await dialog.getByRole("textbox", { name: /^Context/ }).fill("32K");
    await dialog.getByRole("textbox", { name: "Category", exact: true }).fill("General");
    // The model's switches: a new model searches the web and does not read images until the admin says so.
    const vision = dialog.getByRole("checkbox", { name: /^Can see images/ });
    const webSearch = dialog.getByRole("checkbox", { name: "Can search the web", exact: true });
    expect([await vision.isChecked(), await webSearch.isChecked()]).toEqual([false, true]);
    await vision.check();
    await webSearch.uncheck();
    await e2e.screenshotSizes(page, "admin-model-form", { fullPage: false });
    await dialog.getByRole("button", { name: "Add Model" }).click();
    await page.getByRole("button", { name: "Edit Orion Test 1" }).waitFor();
    await e2e.screenshotSizes(page, "admin-models");
    // Saved as set: the edit dialog opens with them.
    await page.getByRole("button", { name: "Edit Orion Test 1" }).click();
    await dialog.getByRole("heading", { name: "Edit Orion Test 1" }).waitFor();
    expect([await vision.isChecked(), await webSearch.isChecked()]).toEqual([true, false]);
    await page.keyboard.press("Escape");

    await page.goto(`${baseUrl}/models`);
    await page.getByText("Orion Test 1").first().waitFor();
    await page.close();
  });

  it("shows payments, messages, the audit log and settings at both sizes", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logInAsAdmin(page, baseUrl);
    for (const [path, heading] of [
      ["payments", "Payment Logs"],
      ["messages", "Contact Messages"],
      ["audit", "Audit Log"],
      ["settings", "Admin Settings"],
    ] as const) {
      await page.goto(`${baseUrl}/admin/${path}`);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await loaded(page);
      await e2e.screenshotSizes(page, `admin-${path}`);
    }
    await page.close();
  });
});
