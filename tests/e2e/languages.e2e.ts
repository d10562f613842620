import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { expectHindi, screenshotHindi } from "./languages";

const { baseUrl, browser } = e2e.setupJourneys();

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
});
