import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("the profile's Your data tab in Chromium (issue #17)", () => {
  it("downloads the person's data as a zip, then deletes the account and lands on the home page", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true, acceptDownloads: true });
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    for (const message of ["Plan a weekend in Jaipur", "Explain compound interest"]) {
      const turn = await fetch(`${baseUrl}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ message, modelId: "x-ai/grok-4-fast:free" }),
      });
      expect(turn.status).toBe(200);
    }

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Your data" }).click();
    await page.getByRole("heading", { name: "Download your data" }).waitFor();
    await page.getByRole("heading", { name: "Danger zone" }).waitFor();
    await e2e.screenshotSizes(page, "profile-your-data");
    await e2e.expectNoAxeViolations(page, "the Your data tab");

    // The zip the browser saves holds the person's account.json and a Markdown file per conversation.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nexgen-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const data = JSON.parse(strFromU8(files["account.json"] as Uint8Array));
    expect(data.profile).toMatchObject({ id: user._id, email: user.email });
    expect(data.conversations).toHaveLength(2);
    expect(Object.keys(files).filter((name) => name.endsWith(".md"))).toHaveLength(2);
    await page.getByText("Your download has started").waitFor();

    // The destructive button waits for the password and the typed word.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(await confirm.isDisabled()).toBe(true);
    await e2e.passwordField(page, "Password").fill("Wrong-Password-1");
    await dialog.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("delete");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("textbox", { name: "Type DELETE to confirm" }).fill("DELETE");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog.getByText("The password is incorrect").waitFor();
    await e2e.screenshotSizes(page, "profile-delete-account-dialog", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the delete-account dialog");

    const before = await e2e.mailCount(mailboxUrl);
    await e2e.passwordField(page, "Password").fill(user.password);
    await confirm.click();
    await page.waitForURL(`${baseUrl}/?account=deleted`);
    await page.getByText("Your account has been deleted").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await e2e.screenshotSizes(page, "account-deleted-home");
    await e2e.screenshot(page, "account-deleted-home-top", { fullPage: false });

    const mail = await e2e.latestMail(mailboxUrl, user.email, before);
    expect(mail.subject).toMatch(/your account has been deleted/);
    // The old token and the password are both dead.
    const profile = await fetch(`${baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(profile.status).toBe(401);
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(401);
    await page.close();
  });
});
