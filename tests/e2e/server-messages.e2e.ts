// The server's texts in the reader's language (issue #29, docs/product/languages.md): an error the
// server answers with, and a form's own check with a shared schema, show in Hindi, and a field's
// message follows a switch of language while it is on screen. Fields are found by their type and name, which stay the same
// in both languages.
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, browser } = e2e.setupJourneys();

describe("the server's texts for a Hindi reader", () => {
  it("shows a refused sign-in and the login form's own check in Hindi", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    // Uncaught errors only: the refused sign-in is a 401 the console reports.
    const errors = e2e.pageErrors(page);
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/login`);
    await expectHindi(page);
    const form = page.locator("form").filter({ has: page.locator('input[type="password"]') });
    const submit = form.locator('button[type="submit"]');

    // The form's own check, with the shared schema: before anything is sent.
    await submit.click();
    await page.getByText("ईमेल ज़रूरी है").first().waitFor();

    // The server's refusal, by the key it sent.
    await form.locator('input[type="email"]').fill("nobody.here@example.com");
    await form.locator('input[type="password"]').fill("Wrong-Password-1");
    await submit.click();
    await page.getByRole("alert").filter({ hasText: "ईमेल या पासवर्ड गलत है" }).waitFor();
    await e2e.expectNoAxeViolations(page, "login refused, in Hindi");
    // The login page's own layout is checked by its journeys (its visually hidden labels are 1 px boxes).
    await e2e.screenshotSizes(page, "login-refused-hi");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the contact form's checks beside their fields in Hindi, labels included, and in English after a switch", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, bypassCSP: true });
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await expectHindi(page);
    const form = page.locator("form").filter({ has: page.locator('textarea[name="message"]') });
    await form.locator('input[name="name"]').fill("   ");
    await form.locator('input[name="email"]').fill("asha.rao@example.com");
    await form.locator('input[name="subject"]').fill("Team plan");
    await form.locator('textarea[name="message"]').fill("Hello");
    await form.locator('button[type="submit"]').click();
    await page.getByText("नाम ज़रूरी है").waitFor();
    await e2e.expectNoAxeViolations(page, "contact form check, in Hindi");
    await screenshotHindi(page, "contact-check");

    // On screen as the language changes (client/hooks/use-form-fields.ts).
    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
    await page.getByText("Name is required").waitFor();
    await page.close();
  });
});
