import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("accounts in Chromium", () => {
  const id = Date.now().toString(36);
  const email = `e2e.${id}@example.com`;
  const first = "Tangerine-Otter-42";
  const second = "Harbour-Lights-77";
  const third = "Quiet-Meadow-93";

  it("signs up with the e-mailed code, then logs out", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await e2e.field(page, "Full Name").waitFor();
    await e2e.screenshotSizes(page, "signup");
    await e2e.field(page, "Full Name").fill("Meera Iyer");
    await e2e.field(page, "Username").fill(`meera_${id}`);
    await e2e.field(page, "Email").fill(email);
    await e2e.passwordField(page, "Password").fill(first);
    await e2e.passwordField(page, "Confirm Password").fill("Mismatch-Pass-11");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByText("Passwords do not match!").waitFor();

    await e2e.passwordField(page, "Confirm Password").fill(first);
    const before = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await page.getByText(`Verification code sent to ${email}`).waitFor();
    await e2e.screenshotSizes(page, "signup-code-step");
    const mail = await e2e.latestMail(mailboxUrl, email, before);
    expect(mail.code).toMatch(/^\d{6}$/);

    await e2e.field(page, "Verification Code").fill(mail.code ?? "");
    await page.getByRole("button", { name: "Verify & Create Account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("userName"))).toBe("Meera Iyer");
    expect(await page.evaluate(() => localStorage.getItem("userRole"))).toBe("starter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Chat" }).waitFor();

    await page.getByRole("button", { name: /^Account menu/ }).click();
    // Logout ends with a full load of "/": wait for that load before reading the page.
    const reloaded = page.waitForEvent("load");
    await page
      .getByRole("menuitem", { name: "Logout" })
      .or(page.getByRole("button", { name: "Logout" }))
      .first()
      .click();
    await reloaded;
    await page.getByRole("link", { name: "Get Started" }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.close();
  });

  it("logs in, changes the password on the profile, and logs in with the new one", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await e2e.logIn(page, baseUrl, email, first);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.getByText(email).first().waitFor();
    await e2e.screenshotSizes(page, "profile");

    await page.getByRole("button", { name: "Change Password" }).first().click();
    const dialog = page.getByRole("dialog");
    await e2e.passwordField(dialog as unknown as Page, "Current Password").waitFor();
    await e2e.screenshotSizes(page, "profile-change-password", { fullPage: false });
    await e2e.passwordField(dialog as unknown as Page, "Current Password").fill(first);
    await e2e.passwordField(dialog as unknown as Page, "New Password").fill(second);
    await e2e.passwordField(dialog as unknown as Page, "Confirm New Password").fill(second);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed successfully").waitFor();
    await page.close();

    const fresh = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logIn(fresh, baseUrl, email, second);
    expect(await fresh.evaluate(() => localStorage.getItem("userEmail"))).toBe(email);
    await fresh.close();
  });

  it("resets a forgotten password with the e-mailed code", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByRole("heading", { name: "Forgot Password" }).waitFor();
    const before = await e2e.mailCount(mailboxUrl);
    await e2e.field(page, "Email").fill(email);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByRole("heading", { name: "Verify OTP" }).waitFor();
    await e2e.screenshotSizes(page, "forgot-password-verify");
    const mail = await e2e.latestMail(mailboxUrl, email, before);
    await e2e.field(page, "Verification Code").fill(mail.code ?? "");
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    await e2e.screenshotSizes(page, "forgot-password-reset");
    await e2e.passwordField(page, "New Password").fill(third);
    await e2e.passwordField(page, "Confirm New Password").fill(third);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password reset successfully").waitFor();
    await page.waitForURL(`${baseUrl}/login`, { timeout: 5000 });
    await page.close();

    const fresh = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.logIn(fresh, baseUrl, email, third);
    await fresh.close();
  });

  it("goes back after login to the page that asked for it: a ?model= chat link, a plan button; the header's login lands on /", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    const account = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.evaluate(() => localStorage.clear());
    const submit = async () => {
      await e2e.field(page, "Email").fill(account.email);
      await e2e.passwordField(page, "Password").fill(account.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
    };

    const model = "deepseek/deepseek-chat-v3.1:free";
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent(model)}`);
    await page.waitForURL(/\/login\?next=/);
    await submit();
    await page.waitForURL((url) => url.pathname === "/chat" && url.searchParams.get("model") === model);
    await page.getByRole("button", { name: /^Model DeepSeek V3\.1/ }).waitFor();

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Choose Professional" }).click();
    await page.waitForURL(/\/login\?next=%2Fpricing$/);
    await submit();
    await page.waitForURL(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).waitFor();

    // A crafted link to another site is not followed.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/login?next=${encodeURIComponent("//evil.example/chat")}`);
    await submit();
    await page.waitForURL(`${baseUrl}/`);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/about`);
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await submit();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });
});
