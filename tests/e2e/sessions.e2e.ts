import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// Two devices as the server will name them.
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const sessionItems = (page: Page) => page.getByRole("list", { name: "Sessions" }).getByRole("listitem");

describe("sessions in Chromium (issue #17)", () => {
  it("lists a person's two sign-ins and signs the phone out: its next request goes to login", async () => {
    const laptop = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, userAgent: MAC_CHROME, bypassCSP: true });
    const phone = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, userAgent: IPHONE_SAFARI });
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, laptop);
    // The sign-up's own session (opened by the test, not a browser) ends, so the two browsers are all there is.
    await laptop.evaluate(() => localStorage.clear());
    await fetch(`${baseUrl}/api/users/logout`, { method: "POST", headers: { authorization: `Bearer ${user.token}` } });
    await e2e.logIn(laptop, baseUrl, user.email, user.password);
    await e2e.logIn(phone, baseUrl, user.email, user.password);

    await phone.goto(`${baseUrl}/profile`);
    await phone.getByRole("tab", { name: "Security" }).click();
    await expect.poll(() => sessionItems(phone).count(), { timeout: 15_000 }).toBe(2);
    await sessionItems(phone).first().getByText("Safari on iPhone").waitFor();

    // Through the account menu, as a person goes (the page that signed in stays).
    await laptop.getByRole("button", { name: /^Account menu/ }).click();
    await laptop.getByRole("link", { name: "Profile" }).click();
    await laptop.getByRole("tab", { name: "Security" }).click();
    await expect.poll(() => sessionItems(laptop).count(), { timeout: 15_000 }).toBe(2);
    const own = sessionItems(laptop).first();
    await own.getByText("Chrome on macOS").waitFor();
    await own.getByText("This device").waitFor();
    await own.getByText("Active now").waitFor();
    const other = sessionItems(laptop).filter({ hasText: "Safari on iPhone" });
    await other.getByText("127.0.0.1").waitFor();
    await other.getByText(/^Last active /).waitFor();
    await e2e.screenshotSizes(laptop, "profile-sessions");
    await e2e.expectNoAxeViolations(laptop, "the profile's Security tab with two sessions");

    // "Sign out all other sessions" asks first; Cancel changes nothing.
    await laptop.getByRole("button", { name: "Sign out all other sessions" }).click();
    const confirm = laptop.getByRole("dialog", { name: "Sign out all other sessions?" });
    await confirm.getByText("1 other session will be signed out.").waitFor();
    await e2e.screenshotSizes(laptop, "profile-sessions-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await sessionItems(laptop).count()).toBe(2);

    await other.getByRole("button", { name: "Sign out Safari on iPhone" }).click();
    await laptop.getByText("Safari on iPhone is signed out.").waitFor();
    await expect.poll(() => sessionItems(laptop).count()).toBe(1);
    await laptop.getByText("You are signed in on this device only.").waitFor();
    await e2e.screenshotSizes(laptop, "profile-sessions-ended");

    // The phone's next request is refused and cannot be renewed: it lands on the login page, which says why. A
    // reload makes that request; a background refetch may get there first and navigate the page away during the
    // reload, which Playwright then reports as a detached page, so the landing page is what the test holds it to.
    await phone.reload().catch((error: unknown) => {
      if (!/Not attached to an active page|interrupted by another navigation|ERR_ABORTED/.test(String(error)))
        throw error;
    });
    await phone.getByText("Authentication failed. Please log in again.").waitFor({ timeout: 15_000 });
    expect(new URL(phone.url()).searchParams.get("next")).toBe("/profile");
    expect(await phone.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Ending this device's own session is signing out here: straight from the profile to the login page.
    const signOutHere = sessionItems(laptop).first().getByRole("button", { name: "Sign out on this device" });
    expect(await e2e.addressLeftBy(laptop, () => signOutHere.click())).toBe("/profile");
    expect(laptop.url()).toBe(`${baseUrl}/login?next=%2Fprofile`);
    await e2e.field(laptop, "Email").waitFor();
    expect(await laptop.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await laptop.close();
    await phone.close();
  });

  it("shows an administrator's own sessions in Settings and signs out all the others after a confirmation", async () => {
    const desk = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, userAgent: MAC_CHROME, bypassCSP: true });
    const phone = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, userAgent: IPHONE_SAFARI });
    for (const page of [phone, desk]) {
      await page.goto(`${baseUrl}/admin/login`);
      await e2e.submitAdminLogin(page);
    }
    await desk.goto(`${baseUrl}/admin/settings`);
    const panel = desk.getByRole("region", { name: "Your sessions" });
    await panel.getByRole("list", { name: "Sessions" }).getByText("This device").waitFor();
    const own = sessionItems(desk).first();
    await own.getByText("Chrome on macOS").waitFor();
    await sessionItems(desk).filter({ hasText: "Safari on iPhone" }).first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    await e2e.screenshotSizes(desk, "admin-settings-sessions");
    await e2e.expectNoAxeViolations(desk, "the admin settings with sessions");

    await desk.getByRole("button", { name: "Sign out all other sessions" }).click();
    const confirm = desk.getByRole("dialog", { name: "Sign out all other sessions?" });
    await confirm.getByRole("button", { name: "Sign out others" }).click();
    await desk.getByText(/^Signed out of \d+ other sessions?\.$/).waitFor();
    await expect.poll(() => sessionItems(desk).count()).toBe(1);

    // The phone's next request is refused and cannot be renewed: straight from that screen to the login page.
    await phone.getByRole("button", { name: "Open admin menu" }).click();
    const users = phone.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" });
    expect(await e2e.addressLeftBy(phone, () => users.click())).toBe("/admin/users");
    expect(phone.url()).toBe(`${baseUrl}/admin/login`);
    await phone.getByRole("textbox", { name: "Username" }).waitFor();
    await desk.goto(`${baseUrl}/admin/audit`);
    await desk.getByText("admin.session.endOthers").first().waitFor();
    await desk.close();
    await phone.close();
  });
});
