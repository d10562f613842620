import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { api } from "./customers";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

/** Every loading message of the screen (a status holding a visible sentence) has made way for its content. */
async function loaded(page: Page) {
  await expect.poll(() => page.locator("[role=status] > p").count(), { timeout: 15_000 }).toBe(0);
}

/** The screen as it is now: no text clipped at either size, screenshots of both, and no WCAG A/AA violation. */
async function check(page: Page, name: string, label: string, options: { fullPage?: boolean } = {}) {
  await loaded(page);
  await screenshotHindi(page, name, options);
  await e2e.expectNoAxeViolations(page, `${label} in Hindi`);
}

describe("the profile in Hindi (issue #29, docs/product/languages.md)", () => {
  it("shows every tab, the name, password, e-mail and delete dialogs, and a new API key in Hindi", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    await chooseHindi(page, baseUrl);
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    // A reply for the Usage tab to count, then Enterprise through the development checkout: keys can be made.
    await api(baseUrl, "/api/chat", user.token, {
      message: "जयपुर में एक सप्ताहांत की योजना बनाइए",
      modelId: "x-ai/grok-4-fast:free",
    });
    const { orderId } = await api(baseUrl, "/api/payment/order", user.token, { plan: "enterprise" });
    const checkout = await api(baseUrl, "/api/payment/simulate", user.token, { orderId, outcome: "success" });
    await api(baseUrl, "/api/payment/verify", user.token, checkout);

    await page.goto(`${baseUrl}/profile`);
    await expectHindi(page);
    await page.getByRole("heading", { name: "मेरी प्रोफ़ाइल" }).waitFor();
    await page.getByText(`${user.email} से लॉग इन हैं`).waitFor();
    await page.getByRole("heading", { name: "खाते की जानकारी" }).waitFor();
    await page.getByRole("heading", { name: "सब्सक्रिप्शन प्लान" }).waitFor();
    await page.getByRole("link", { name: "प्लान बढ़ाएँ" }).waitFor();
    expect(await page.evaluate(() => document.title)).toMatch(/^मेरी प्रोफ़ाइल · /);
    await check(page, "profile", "the Account tab");

    // The name in edit mode; Cancel leaves it as it was.
    await page.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).click();
    await page.getByRole("textbox", { name: "नाम" }).waitFor();
    await page.getByRole("button", { name: "बदलाव सेव करें" }).waitFor();
    await check(page, "profile-edit", "the name being edited");
    await page.getByRole("button", { name: "रद्द करें" }).click();
    await page.getByRole("button", { name: "प्रोफ़ाइल बदलें" }).waitFor();

    // Change password: sent empty, the dialog says every field is needed.
    await page.getByRole("button", { name: "पासवर्ड बदलें" }).click();
    const password = page.getByRole("dialog", { name: "पासवर्ड बदलें" });
    await password.getByText("अपना मौजूदा पासवर्ड डालें, फिर नया पासवर्ड चुनें।").waitFor();
    await password.getByRole("button", { name: "पासवर्ड बदलें" }).click();
    await password.getByText("सभी फ़ील्ड भरना ज़रूरी है").waitFor();
    await check(page, "profile-change-password", "the change-password dialog", { fullPage: false });
    await page.keyboard.press("Escape");
    await password.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "ईमेल बदलें" }).click();
    const email = page.getByRole("dialog", { name: "ईमेल पता बदलें" });
    await email.getByRole("textbox", { name: "नया ईमेल पता" }).waitFor();
    await email.getByRole("button", { name: "कोड भेजें" }).waitFor();
    await check(page, "profile-change-email", "the change-e-mail dialog", { fullPage: false });
    await page.keyboard.press("Escape");
    await email.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "सुरक्षा" }).click();
    await page.getByRole("region", { name: "टू-फ़ैक्टर साइन-इन" }).getByRole("button").first().waitFor();
    await page.getByRole("region", { name: "आप कहाँ-कहाँ लॉग इन हैं" }).getByRole("listitem").first().waitFor();
    await check(page, "profile-security", "the Security tab");

    await page.getByRole("tab", { name: "इस्तेमाल" }).click();
    await page.getByRole("heading", { name: "आज", exact: true }).waitFor();
    await page.getByText(/^\d[\d,]* में से \d[\d,]* क्रेडिट बचे हैं$/).waitFor();
    await page.getByRole("heading", { name: "गतिविधि" }).waitFor();
    await page.getByRole("heading", { name: /^मॉडल के हिसाब से, पिछले \d+ दिन$/ }).waitFor();
    await page.getByRole("heading", { name: /^हर दिन और मॉडल के हिसाब से, पिछले \d+ दिन$/ }).waitFor();
    await page.getByRole("button", { name: "CSV डाउनलोड करें" }).waitFor();
    await check(page, "profile-usage", "the Usage tab");

    await page.getByRole("tab", { name: "API कुंजियाँ" }).click();
    await page.getByRole("heading", { name: "नई कुंजी बनाएँ" }).waitFor();
    await page.getByRole("heading", { name: "API का इस्तेमाल" }).waitFor();
    await page.getByText("10 में से 0 सक्रिय").waitFor();
    await check(page, "profile-api-keys", "the API keys tab");

    await page.getByRole("textbox", { name: "नाम" }).fill("बिल्ड सर्वर");
    await page.getByRole("button", { name: "कुंजी बनाएँ" }).click();
    await page.getByRole("heading", { name: 'आपकी नई कुंजी "बिल्ड सर्वर"' }).waitFor();
    await page.getByRole("button", { name: "कुंजी कॉपी करें" }).waitFor();
    await page.getByText("10 में से 1 सक्रिय").waitFor();
    await check(page, "profile-api-keys-new-key", "the API keys tab with a new key");
    await page.getByRole("button", { name: "मैंने सेव कर ली" }).click();

    await page.getByRole("tab", { name: "आपका डेटा" }).click();
    await page.getByRole("heading", { name: "अपना डेटा डाउनलोड करें" }).waitFor();
    await page.getByRole("heading", { name: "डेंजर ज़ोन" }).waitFor();
    await page.getByRole("button", { name: "मेरा डेटा डाउनलोड करें" }).waitFor();
    await check(page, "profile-your-data", "the Your data tab");

    // The delete dialog, left without deleting: the button waits for the password and the typed word.
    await page.getByRole("button", { name: "मेरा खाता हटाएँ" }).click();
    const remove = page.getByRole("dialog", { name: "अपना खाता हटाएँ?" });
    await remove.getByRole("textbox", { name: "पुष्टि के लिए DELETE लिखें" }).fill("DELETE");
    expect(await remove.getByRole("button", { name: "मेरा खाता हटाएँ" }).isDisabled()).toBe(true);
    await check(page, "profile-delete-account", "the delete-account dialog", { fullPage: false });
    await page.keyboard.press("Escape");
    await remove.waitFor({ state: "hidden" });
    const profile = await fetch(`${baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(profile.status).toBe(200);

    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
