import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("the profile's API keys tab in Chromium (issue #15)", () => {
  it("sends a Starter to Enterprise, and after buying it creates, copies, lists and revokes a key; the admin sees it", async () => {
    const page = await browser.newPage({
      viewport: e2e.VIEWPORTS.desktop,
      bypassCSP: true,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    page.on("dialog", (dialog) => void dialog.accept());
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const apiKeysTab = () => page.getByRole("tab", { name: "API keys" });

    // Starter: no form, the way to Enterprise instead.
    await page.goto(`${baseUrl}/profile`);
    await apiKeysTab().click();
    await page.getByText("API access is part of Enterprise").waitFor();
    expect(await page.getByRole("button", { name: "Create key" }).count()).toBe(0);
    await page.getByRole("link", { name: "See plans" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);

    await page.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    await e2e.payInDevelopmentCheckout(page, "Buy Enterprise");
    await page.getByRole("heading", { name: /^You're on Enterprise/ }).waitFor();

    await page.goto(`${baseUrl}/profile`);
    await apiKeysTab().click();
    const list = page.getByRole("table", { name: "Your API keys" });
    await list.getByText("No keys yet.").waitFor();
    await page.getByText(`${baseUrl}/v1`, { exact: true }).waitFor();
    await e2e.screenshotSizes(page, "profile-api-keys-empty");
    await e2e.expectNoAxeViolations(page, "the API keys tab, no keys yet");

    // A name is needed; the server's own refusal is not reached for that.
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByText("Name is required").waitFor();

    await page.getByRole("textbox", { name: "Name" }).fill("Build server");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByRole("heading", { name: 'Your new key "Build server"' });
    await shown.waitFor();
    // Focus moves to the key, so keyboard and screen-reader users land on it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your new key "Build server"');
    const key = (await page.locator("code", { hasText: /^ngk_[0-9A-Za-z]{43}$/ }).textContent()) ?? "";
    expect(key).toMatch(/^ngk_[0-9A-Za-z]{43}$/);
    await page.getByText("it will not be shown again").waitFor();

    await page.getByRole("button", { name: "Copy key" }).click();
    await page.getByRole("button", { name: "Key copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await e2e.screenshotSizes(page, "profile-api-keys-new-key");

    // One call through /v1 with it, for the admin's usage pages below.
    const auth = { authorization: `Bearer ${key}` };
    const models = (await (await fetch(`${baseUrl}/v1/models`, { headers: auth })).json()) as {
      data: { id: string }[];
    };
    const call = await fetch(`${baseUrl}/v1/chat/completions`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ model: models.data[0]?.id, messages: [{ role: "user", content: "Hello" }] }),
    });
    expect(call.status).toBe(200);
    await e2e.expectNoAxeViolations(page, "the API keys tab, a new key shown");

    // Listed by its prefix only: the whole key is nowhere once the panel is closed.
    const prefix = key.slice(0, 10);
    const row = list.getByRole("row", { name: /Build server/ });
    await row.getByText(`${prefix}…`).waitFor();
    await expect.poll(() => row.getByText("Active").count()).toBe(1);
    await page.getByRole("button", { name: "I have saved it" }).click();
    await shown.waitFor({ state: "detached" });
    expect(await page.content()).not.toContain(key);
    await page.getByRole("textbox", { name: "Name" }).fill("Editor plug-in");
    await page.getByRole("button", { name: "Create key" }).click();
    await page.getByRole("heading", { name: 'Your new key "Editor plug-in"' }).waitFor();
    await page.getByRole("button", { name: "I have saved it" }).click();
    await page.getByText("2 of 10 active").waitFor();
    await e2e.screenshotSizes(page, "profile-api-keys-list");

    // Revoking asks first; Cancel keeps the key.
    await row.getByRole("button", { name: "Revoke Build server" }).click();
    const confirm = page.getByRole("dialog", { name: 'Revoke "Build server"?' });
    await confirm.getByText("stops working at once").waitFor();
    await e2e.screenshotSizes(page, "profile-api-keys-revoke", { fullPage: false });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await row.getByRole("button", { name: "Revoke Build server" }).click();
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await page.getByText('"Build server" is revoked').waitFor();
    await expect.poll(() => row.getByText("Revoked").count()).toBe(1);
    expect(await row.getByRole("button", { name: /^Revoke/ }).count()).toBe(0);
    await page.getByText("1 of 10 active").waitFor();
    await e2e.expectNoAxeViolations(page, "the API keys tab, a key revoked");
    await page.close();

    // The admin sees the user's keys by name and prefix and revokes the other one.
    const admin = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/users/${user._id}`);
    const keys = admin.getByRole("table", { name: `API keys of ${user.name}` });
    await keys
      .getByRole("row", { name: /Build server/ })
      .getByText("Revoked")
      .waitFor();
    const other = keys.getByRole("row", { name: /Editor plug-in/ });
    await other.getByText("Active").waitFor();
    await other.getByRole("button", { name: "Revoke Editor plug-in" }).click();
    await admin
      .getByRole("dialog", { name: 'Revoke "Editor plug-in"?' })
      .getByRole("button", { name: "Revoke key" })
      .click();
    await admin.getByText('"Editor plug-in" is revoked').waitFor();
    await expect.poll(() => other.getByText("Revoked").count()).toBe(1);
    await e2e.screenshotSizes(admin, "admin-user-api-keys");
    // Their usage shows the API's part, and the call per key.
    await admin.getByText(/in 30 days, 1 of them through the API/).waitFor();
    const byKey = admin.getByRole("table", { name: "API use by key, last 30 days" });
    const cells = byKey.getByRole("row", { name: /Build server/ }).getByRole("cell");
    // Key, then requests.
    expect(await cells.nth(1).textContent()).toBe("1");
    await e2e.screenshotSizes(admin, "admin-user-api-usage");
    await e2e.expectNoAxeViolations(admin, "the admin's user page with API keys");

    // The business's report: the API's share of the cost, and its part per plan, user and model.
    await admin.goto(`${baseUrl}/admin/usage`);
    await admin.getByText(/% through the API$/).waitFor();
    // Other journeys' users may cost more than this one call: the model's row has it whoever ranks first.
    await admin
      .getByRole("table", { name: "AI cost by model" })
      .getByText(/^[1-9][\d,]* · ₹/)
      .first()
      .waitFor();
    await e2e.screenshotSizes(admin, "admin-usage-api");
    await admin.close();
  });
});
