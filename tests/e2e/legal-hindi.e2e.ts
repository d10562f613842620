import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, browser } = e2e.setupJourneys();

describe("the legal pages in Hindi", () => {
  it("shows the Terms, the Privacy Policy and their test page in Hindi, with the same figures as in English", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page, { console: true });
    await chooseHindi(page, baseUrl);

    await page.goto(`${baseUrl}/test-legal`);
    await expectHindi(page);
    await page.getByRole("heading", { level: 1, name: "कानूनी पेजों की जाँच" }).waitFor();
    await screenshotHindi(page, "test-legal");
    await e2e.expectNoAxeViolations(page, "/test-legal in Hindi");

    await page.getByRole("main").getByRole("link", { name: "सेवा की शर्तें" }).click();
    await page.getByRole("heading", { level: 1, name: "सेवा की शर्तें" }).waitFor();
    const toc = page.getByRole("navigation", { name: "इस पेज पर" });
    await toc.getByRole("link", { name: "4. प्लान, भुगतान और रिफ़ंड" }).waitFor();
    // The prices and the period are the pricing page's own, in Indian rupees.
    const plans = page.locator("#plans");
    expect(await plans.innerText()).toContain("₹249");
    expect(await plans.innerText()).toContain("30 दिन");
    await screenshotHindi(page, "terms");
    await e2e.expectNoAxeViolations(page, "/terms in Hindi");

    // The link inside a translated paragraph still leads to the Privacy Policy.
    await page.locator("#acceptance").getByRole("link", { name: "गोपनीयता नीति" }).click();
    await page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" }).waitFor();
    expect(await page.locator("#browser-storage").innerText()).toContain("lang");
    await screenshotHindi(page, "privacy");
    await e2e.expectNoAxeViolations(page, "/privacy in Hindi");
    expect(await page.title()).toContain("गोपनीयता नीति");
    expect(errors).toEqual([]);
    await page.close();
  });
});
