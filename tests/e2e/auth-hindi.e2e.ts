import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

/** A password field by its whole label (the required mark after it aside); the show/hide button is named differently. */
const passwordField = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\s*\\*?$`));

/** The screen as it is now, in Hindi at both sizes, and free of WCAG A/AA violations. */
async function check(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await screenshotHindi(page, name, options);
  await e2e.expectNoAxeViolations(page, `${name} in Hindi`);
}

/** An account made through the REST API by a visitor whose site is in Hindi (the `lang` cookie). */
async function signUpInHindi() {
  const account = e2e.newPerson("Kavya Sharma");
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "lang=hi" },
      body: JSON.stringify(body),
    });
  const before = await e2e.mailCount(mailboxUrl);
  await post("/api/users/pre-register", account);
  const { code } = await e2e.latestMail(mailboxUrl, account.email, before);
  const session = (await (await post("/api/users/register", { ...account, otp: code })).json()) as { locale: string };
  expect(session.locale).toBe("hi");
  return account;
}

describe("accounts in Hindi (docs/product/languages.md)", () => {
  const person = e2e.newPerson("Meera Iyer");
  const { name, email } = person;
  const first = "Tangerine-Otter-42";
  const second = "Harbour-Lights-77";

  it("switches to Hindi on the home page, signs up with the e-mailed code, logs out and logs in again", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    await page.goto(baseUrl);
    await page.getByRole("banner").getByRole("button", { name: "हिन्दी" }).click();
    await expectHindi(page);
    await page.getByRole("heading", { level: 1, name: /एडवांस्ड AI तक/ }).waitFor();

    await page.getByRole("banner").getByRole("link", { name: "शुरू करें" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole("heading", { name: "फिर से स्वागत है" }).waitFor();
    expect(await page.title()).toContain("लॉग इन");
    await page.getByRole("tab", { name: "साइन अप" }).click();
    await page.getByRole("heading", { name: "अपना खाता बनाएँ" }).waitFor();
    await e2e.field(page, "पूरा नाम").fill(name);
    await e2e.field(page, "यूज़रनेम").fill(person.username);
    await e2e.field(page, "ईमेल").fill(email);
    await passwordField(page, "पासवर्ड").fill(first);
    await passwordField(page, "पासवर्ड की पुष्टि करें").fill("Mismatch-Pass-11");
    await page.getByRole("button", { name: "साइन अप करें", exact: true }).click();
    await page.getByText("पासवर्ड मेल नहीं खाते!").waitFor();
    await check(page, "signup-mismatch");

    await passwordField(page, "पासवर्ड की पुष्टि करें").fill(first);
    const before = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "साइन अप करें", exact: true }).click();
    await page.getByRole("heading", { name: "अपना ईमेल देखें" }).waitFor();
    await check(page, "signup-code-step");
    const mail = await e2e.latestMail(mailboxUrl, email, before);
    await e2e.field(page, "सत्यापन कोड").fill(mail.code ?? "");
    await page.getByRole("button", { name: "सत्यापित करें और खाता बनाएँ" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "चैट" }).waitFor();
    await expectHindi(page);

    // The account keeps the language it signed up in: its other devices and its e-mails follow it.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const profile = await fetch(`${baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { locale: string }).locale).toBe("hi");

    // The menu is found by the person's name and its one button, whatever the shell's words for them.
    const menu = page.getByRole("banner").getByRole("button", { name: new RegExp(name) });
    await menu.click();
    const reloaded = page.waitForEvent("load");
    await page
      .locator(`#${await menu.getAttribute("aria-controls")}`)
      .getByRole("button")
      .click();
    await reloaded;
    await expectHindi(page);

    await page.getByRole("banner").getByRole("link", { name: "शुरू करें" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await e2e.field(page, "ईमेल").fill(email);
    // The login's password field is the shell's (client/components), found by its name whatever its label says.
    await page.locator('input[name="password"]').fill(first);
    await page.getByRole("button", { name: "लॉग इन करें", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "चैट" }).waitFor();
    await expectHindi(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("resets a forgotten password in Hindi, step by step", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, bypassCSP: true });
    await page.context().addCookies([{ name: "lang", value: "hi", url: baseUrl }]);
    await page.goto(`${baseUrl}/login`);
    await expectHindi(page);
    await page.getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
    await page.getByRole("heading", { name: "पासवर्ड भूल गए" }).waitFor();
    await page.getByText("चरण 1 / 3").waitFor();
    await check(page, "forgot-password");

    const before = await e2e.mailCount(mailboxUrl);
    await e2e.field(page, "ईमेल").fill(email);
    await page.getByRole("button", { name: "OTP भेजें" }).click();
    await page.getByRole("heading", { name: "OTP सत्यापित करें" }).waitFor();
    await page.getByRole("button", { name: /OTP फिर से भेजें$/ }).waitFor();
    await check(page, "forgot-password-verify");
    const mail = await e2e.latestMail(mailboxUrl, email, before);
    await e2e.field(page, "सत्यापन कोड").fill(mail.code ?? "");
    await page.getByRole("button", { name: "OTP सत्यापित करें" }).click();
    await page.getByRole("heading", { name: "पासवर्ड रीसेट करें" }).waitFor();
    await passwordField(page, "नया पासवर्ड").fill(second);
    await passwordField(page, "नए पासवर्ड की पुष्टि करें").fill("Something-Else-55");
    await page.getByRole("button", { name: "पासवर्ड रीसेट करें" }).click();
    await page.getByText("पासवर्ड मेल नहीं खाते", { exact: true }).waitFor();
    await check(page, "forgot-password-reset");
    await passwordField(page, "नए पासवर्ड की पुष्टि करें").fill(second);
    await page.getByRole("button", { name: "पासवर्ड रीसेट करें" }).click();
    await page.getByText("आपको लॉग इन पेज पर ले जा रहे हैं...").waitFor();
    await page.waitForURL(`${baseUrl}/login`, { timeout: 5000 });
    await page.getByRole("heading", { name: "फिर से स्वागत है" }).waitFor();
    await page.close();
  });

  it("gives a Hindi account the site in Hindi when it logs in on a browser that never chose a language", async () => {
    const account = await signUpInHindi();
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, locale: "en-US" });
    expect(await page.context().cookies(baseUrl)).toEqual([]);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await e2e.field(page, "Email").fill(account.email);
    await e2e.passwordField(page, "Password").fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectHindi(page);
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "चैट" }).waitFor();
    // Remembered on this device too, so the next page load is served in Hindi.
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("hi");
    await page.reload();
    await expectHindi(page);
    await page.close();
  });
});
