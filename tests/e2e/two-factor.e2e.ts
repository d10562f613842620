import { Secret, TOTP } from "otpauth";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();

/** Makes every session of the user look signed in (and last confirmed) 11 minutes ago: out of sudo mode. */
async function ageSessions(userId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update "Session" set "reauthenticatedAt" = (now() at time zone 'utc') - interval '11 minutes' where "userId" = $1`,
      [userId],
    );
  } finally {
    await client.end();
  }
}

const ADMIN = { username: "admin", password: "Harbour-Lantern-2026!" };

/** The authenticator app: the code for a moment `aheadMs` from now (the next step is still within the window). */
const appCode = (secret: string, aheadMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + aheadMs });

/** What is left to undo if the journey stops half-way: the e2e administrator is shared with other files. */
const cleanup = { backupCodes: [] as string[] };

async function loaded(page: Page) {
  await expect.poll(() => page.getByText(/^Loading .*\.\.\.$/).count()).toBe(0);
}

/** Fills and sends the admin login form on screen. */
async function submitPassword(page: Page) {
  await page.getByRole("textbox", { name: "Username" }).fill(ADMIN.username);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** The QR code's key as the page prints it, and the code field beside it. */
async function readSecret(page: Page) {
  const key = page.getByRole("img", { name: /QR code/ });
  await key.waitFor();
  await expect
    .poll(() => key.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const text = await page
    .locator("code")
    .filter({ hasText: /^[A-Z2-7 ]{20,}$/ })
    .first()
    .innerText();
  return text.replace(/\s/g, "");
}

async function readBackupCodes(page: Page) {
  const list = page.getByRole("list", { name: "Backup codes" });
  await list.waitFor();
  return list.getByRole("listitem").allInnerTexts();
}

afterAll(async () => {
  // The journey turns two-factor off at its end; if it failed before, do it here with the backup codes.
  const [first, second] = cleanup.backupCodes;
  if (!first || !second) return;
  const post = (url: string, body: object, token?: string) =>
    fetch(`${baseUrl}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const step = await post("/api/admin/login", ADMIN);
  if (!step.mfaRequired) return;
  const session = await post("/api/admin/login/mfa", { mfaToken: step.mfaToken, code: first });
  await post("/trpc/admin.twoFactor.disable", { password: ADMIN.password, code: second }, session.token);
});

describe("two-factor sign-in in Chromium", () => {
  it("an administrator enrols in Settings, then signs in with a code from the app", async () => {
    // bypassCSP: axe's inline script only (see e2e.expectNoAxeViolations).
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await page.goto(`${baseUrl}/admin/login`);
    await submitPassword(page);
    await page.getByText("Welcome,").waitFor();

    // Through the menu, as a person goes: the page that signed in stays, with the login screen's code loaded.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
    const panel = page.getByRole("region", { name: "Two-factor sign-in" });
    await panel.getByText("Off", { exact: true }).waitFor();
    await loaded(page);
    await panel.getByRole("button", { name: "Set up two-factor" }).click();
    const secret = await readSecret(page);
    await panel.scrollIntoViewIfNeeded();
    await e2e.screenshotSizes(page, "two-factor-admin-enrol");
    await e2e.expectNoAxeViolations(page, "admin two-factor enrolment");

    // A wrong code is refused with a message a person can act on.
    await panel.getByRole("textbox", { name: /Authentication code/ }).fill("000000");
    await panel.getByRole("button", { name: "Turn on two-factor" }).click();
    await panel.getByText(/does not match/).waitFor();
    await panel.getByRole("textbox", { name: /Authentication code/ }).fill(appCode(secret));
    await panel.getByRole("button", { name: "Turn on two-factor" }).click();
    const codes = await readBackupCodes(page);
    cleanup.backupCodes = codes;
    expect(codes).toHaveLength(10);
    await e2e.screenshotSizes(page, "two-factor-admin-backup-codes");
    await panel.getByRole("button", { name: "I have saved my codes" }).click();
    await panel.getByText("On", { exact: true }).waitFor();
    await panel.getByText("10 of 10 backup codes left.", { exact: false }).waitFor();

    // Sign out (one full load of the login page, nothing before it), and in again on the login page it leads to:
    // the password now leads to the code step.
    const logout = page.getByRole("button", { name: "Logout" });
    expect(await e2e.addressLeftBy(page, () => logout.click())).toBe("/admin/settings");
    expect(page.url()).toBe(`${baseUrl}/admin/login`);
    await submitPassword(page);
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    const field = page.getByRole("textbox", { name: /Authentication code/ });
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    await field.fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText(/That code is not valid/).waitFor();
    await e2e.screenshotSizes(page, "two-factor-admin-login-code");
    await e2e.expectNoAxeViolations(page, "admin sign-in code step");
    // The enrolment code's step is spent; the app's next code is within the accepted window.
    await field.fill(appCode(secret, 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Welcome,").waitFor();
    await page.waitForURL(/\/admin\/dashboard$/);

    // Back in Settings: it is on, and turning it off takes the password and a (backup) code.
    await page.goto(`${baseUrl}/admin/settings`);
    await loaded(page);
    await panel.getByText("On", { exact: true }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await e2e.screenshotSizes(page, "two-factor-admin-settings-on");
    await panel.getByRole("button", { name: "Turn off" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in" });
    await dialog.getByLabel(/^Password/).fill(ADMIN.password);
    await dialog.getByRole("button", { name: "Use a backup code instead" }).click();
    await dialog.getByRole("textbox", { name: /Backup code/ }).fill(codes[0] as string);
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await panel.getByText("Two-factor sign-in is off").waitFor();
    cleanup.backupCodes = [];
    await page.close();
  });

  it("a user whose session is over 10 minutes old confirms the password, turns it on and signs in with a backup code", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await ageSessions(user._id);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("tab", { name: "Security" }).click();
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Set up two-factor" }).click();

    // Sudo mode: the server asks for the password first; the panel's call goes on once it is given.
    const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
    await confirm.waitFor();
    expect(await page.getByRole("img", { name: /QR code/ }).count()).toBe(0);
    await e2e.screenshot(page, "confirm-identity-dialog", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "confirm it's you dialog");
    await confirm.getByLabel(/^Password/).fill("Not-The-Password-1");
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await confirm.getByText("The password is incorrect").waitFor();
    await confirm.getByLabel(/^Password/).fill(user.password);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    const secret = await readSecret(page);
    expect(await confirm.count()).toBe(0);
    await e2e.screenshotSizes(page, "two-factor-profile-enrol");
    await card.getByRole("textbox", { name: /Authentication code/ }).fill(appCode(secret));
    await card.getByRole("button", { name: "Turn on two-factor" }).click();
    const codes = await readBackupCodes(page);
    await card.getByRole("button", { name: "I have saved my codes" }).click();
    await card.getByText("On", { exact: true }).waitFor();
    await e2e.screenshotSizes(page, "two-factor-profile-on");
    await e2e.expectNoAxeViolations(page, "profile Security tab");

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("textbox", { name: "Email" }).fill(user.email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await page.getByRole("button", { name: "Use a backup code instead" }).click();
    await page.getByRole("textbox", { name: /Backup code/ }).fill(codes[3] as string);
    await e2e.screenshotSizes(page, "two-factor-user-login-backup");
    await e2e.expectNoAxeViolations(page, "user sign-in backup code step");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });
});
