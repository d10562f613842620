import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("choosing the language (docs/product/languages.md)", () => {
  it("opens a first visit in the browser's language and switches in place, remembering the choice", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, locale: "hi-IN" });
    const errors = e2e.pageErrors(page, { console: true });
    await page.goto(baseUrl);
    await expectHindi(page);
    const nav = page.getByRole("navigation", { name: "मुख्य" });
    await nav.getByRole("link", { name: "होम" }).waitFor();
    await screenshotHindi(page, "home");

    // In place: a marker left on the window survives the switch, so the page was not reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);

    // The choice outlives the page and beats Accept-Language: the server writes <html lang="en">.
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("en");
    const served = await page.evaluate(async () => (await fetch("/", { credentials: "include" })).text());
    expect(served).toContain('<html lang="en"');
    await page.reload();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await page.getByRole("contentinfo").getByRole("button", { name: "हिन्दी" }).click();
    await expectHindi(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("serves the page in English to a browser that asks for neither language, and in Hindi to one that prefers it", async () => {
    const ask = (acceptLanguage: string) =>
      fetch(baseUrl, { headers: { "accept-language": acceptLanguage } }).then((response) => response.text());
    expect(await ask("fr-FR,de;q=0.8")).toContain('<html lang="en"');
    const hindi = await ask("hi-IN,hi;q=0.9,en;q=0.5");
    expect(hindi).toContain('<html lang="hi"');
    expect(hindi).toContain("प्रमुख AI मॉडलों");
  });

  it("shows the shell's own screens in Hindi: the 404 page, the account menu and a shared dialog", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/no-such-page`);
    await expectHindi(page);
    await page.getByRole("heading", { level: 1, name: "हमें यह पेज नहीं मिला" }).waitFor();
    await page.getByText("/no-such-page पर कुछ नहीं है।", { exact: false }).waitFor();
    await page.getByRole("link", { name: "होम पर वापस जाएँ" }).waitFor();
    await page.getByRole("navigation", { name: "लोकप्रिय पेज" }).getByRole("link", { name: "कीमतें" }).waitFor();
    expect(await page.title()).toMatch(/^पेज नहीं मिला · /);
    await e2e.expectNoAxeViolations(page, "the 404 page in Hindi");
    await screenshotHindi(page, "not-found");

    // Signed in, with a second session elsewhere, so the sessions list offers to sign the others out.
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const elsewhere = await fetch(`${baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(elsewhere.status).toBe(200);
    await page.goto(baseUrl);
    await expectHindi(page);
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: `${user.name} का खाता मेन्यू` }).click();
    await header.getByText("Starter प्लान").waitFor();
    await header.getByRole("button", { name: "लॉग आउट करें" }).waitFor();
    await e2e.expectNoAxeViolations(page, "the account menu in Hindi");
    await screenshotHindi(page, "user-menu", { fullPage: false });

    await header.getByRole("link", { name: "प्रोफ़ाइल" }).click();
    // The profile's tabs are the profile's own words: Security is found by its place, second.
    await page.getByRole("tab").nth(1).click();
    const sessions = page.getByRole("list", { name: "सेशन" }).getByRole("listitem");
    await expect.poll(() => sessions.count(), { timeout: 15_000 }).toBe(2);
    await sessions.first().getByText("यह डिवाइस").waitFor();
    await sessions.first().getByText("अभी चालू").waitFor();
    await page.getByRole("button", { name: "टू-फ़ैक्टर सेट अप करें" }).waitFor();
    await screenshotHindi(page, "sessions");
    await page.getByRole("button", { name: "बाकी सभी सेशन से साइन आउट करें" }).click();
    const confirm = page.getByRole("dialog", { name: "बाकी सभी सेशन से साइन आउट करें?" });
    await confirm.getByText("बाकी 1 सेशन से साइन आउट हो जाएगा।").waitFor();
    await confirm.getByRole("button", { name: "डायलॉग बंद करें" }).waitFor();
    await e2e.expectNoAxeViolations(page, "the sign-out-others dialog in Hindi");
    await screenshotHindi(page, "sessions-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "रद्द करें" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await sessions.count()).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("applies the account's language after a sign-in on a device where nobody chose one, and not over a choice", async () => {
    const setup = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, setup);
    await setup.close();
    const saved = await fetch(`${baseUrl}/api/users/me/locale`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ locale: "hi" }),
    });
    expect(saved.status).toBe(200);

    // A new device, its browser in English: the login page is English, the signed-in page Hindi.
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, locale: "en-GB" });
    await e2e.logIn(page, baseUrl, user.email, user.password);
    await expectHindi(page);
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "होम" }).waitFor();
    const cookies = await page.context().cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("hi");
    await page.close();

    // A device where English was chosen keeps it.
    const chosen = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, locale: "en-GB" });
    await chosen.context().addCookies([{ name: "lang", value: "en", url: baseUrl }]);
    await e2e.logIn(chosen, baseUrl, user.email, user.password);
    await chosen.waitForLoadState("networkidle");
    expect(await chosen.evaluate(() => document.documentElement.lang)).toBe("en");
    await chosen.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).waitFor();
    await chosen.close();
  }, 180_000);
});
