// The plans, the checkout and the receipt in Hindi (issue #29, docs/product/languages.md): a visitor and a
// signed-in person read /pricing in Hindi, buy Professional through the development checkout, and open the
// receipt, which prints in Hindi too.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// A journey through two dialogs, a purchase and the receipt; a busy machine needs more than the default minute.
const JOURNEY_MS = 180_000;
// axe injects an inline script, which the site's CSP refuses.
const pageOptions = { viewport: e2e.VIEWPORTS.desktop, bypassCSP: true, reducedMotion: "reduce" } as const;

/** A new page whose site opens in Hindi, failing the test on any uncaught error. */
async function hindiPage() {
  const page = await browser.newPage(pageOptions);
  await chooseHindi(page, baseUrl);
  return { page, errors: e2e.pageErrors(page) };
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

describe("pricing in Hindi", () => {
  it("shows a visitor the plans, their features and the questions in Hindi, plan names in English", async () => {
    const { page, errors } = await hindiPage();
    await page.goto(`${baseUrl}/pricing`);
    await expectHindi(page);
    await page.getByRole("heading", { level: 1, name: "आसान प्लान, भारत के हिसाब से कीमत" }).waitFor();
    expect(await page.title()).toMatch(/^कीमतें · /);
    await page.getByText("प्लान चुनने के लिए लॉग इन करें").waitFor();
    const professional = page.getByRole("article", { name: "Professional" });
    await professional.getByText("रोज़ के काम के लिए प्रीमियम मॉडल।").waitFor();
    await professional.getByText("सबसे लोकप्रिय").waitFor();
    await professional.getByRole("list", { name: "Professional की सुविधाएँ" }).getByText("ईमेल सहायता").waitFor();
    await page.getByRole("article", { name: "Starter" }).getByText("हमेशा मुफ़्त").waitFor();
    await page.getByRole("button", { name: "Enterprise चुनें" }).waitFor();
    await page.getByRole("heading", { name: "आपके सवाल, हमारे जवाब" }).waitFor();
    await page.getByText("एक बार का भुगतान 30 दिन के लिए होता है", { exact: false }).waitFor();
    // How files are charged (issue #30), with the rule's own figures.
    await page.getByText("तस्वीरों और दस्तावेज़ों के क्रेडिट कैसे लगते हैं?").waitFor();
    await page.getByText("PDF के हर 10 पन्नों या टेक्स्ट फ़ाइल के हर 20,000 अक्षरों का 1 क्रेडिट", { exact: false }).waitFor();
    // How a web search is charged (issue #31), with WEB_SEARCH_CREDITS's own figure.
    await page.getByText("वेब पर खोज के क्रेडिट कैसे लगते हैं?").waitFor();
    await page.getByText("खोज के 2 क्रेडिट लगते हैं", { exact: false }).waitFor();
    await screenshotHindi(page, "pricing-signed-out");
    await e2e.expectNoAxeViolations(page, "/pricing in Hindi, signed out");

    // The history asks a visitor to log in, in Hindi.
    await page.getByRole("button", { name: "भुगतान इतिहास देखें" }).click();
    const history = page.getByRole("region", { name: "भुगतान इतिहास" });
    await history.getByText("अपने भुगतान देखने के लिए लॉग इन करें").waitFor();
    await history.getByRole("link", { name: "लॉग इन करें" }).waitFor();

    // A plan's button takes a visitor to log in first.
    await page.getByRole("button", { name: "Professional चुनें" }).click();
    await page.waitForURL(/\/login\?next=%2Fpricing$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "lets a signed-in person buy Professional in Hindi, see it fail and succeed, and open the receipt in Hindi",
    async () => {
      const { page, errors } = await hindiPage();
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await page.goto(`${baseUrl}/pricing`);
      await expectHindi(page);
      await page.getByRole("region", { name: "आपका प्लान" }).getByText("प्रीमियम मॉडल के लिए कभी भी अपग्रेड करें").waitFor();
      await page.getByRole("button", { name: "मौजूदा प्लान" }).waitFor();
      await screenshotHindi(page, "pricing-signed-in");
      await e2e.expectNoAxeViolations(page, "/pricing in Hindi, signed in");

      // Before paying: what the payment will do.
      await page.getByRole("button", { name: "Professional पर अपग्रेड करें" }).click();
      const buy = dialog(page, "Professional ख़रीदें");
      await buy.getByText(/^आज ₹249 — आपका प्लान .+ तक चलेगा$/).waitFor();
      await buy.getByText("एक ही भुगतान, अपने-आप रिन्यू नहीं होगा।", { exact: false }).waitFor();
      await screenshotHindi(page, "pricing-confirm", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the purchase confirmation in Hindi");

      // The development checkout, declined: the failure shows in the page.
      await buy.getByRole("button", { name: "भुगतान पर जाएँ" }).click();
      const checkout = dialog(page, "टेस्ट चेकआउट");
      await checkout.getByText("टेस्ट चेकआउट (सिर्फ़ डेवलपमेंट के लिए — असली भुगतान नहीं)").waitFor();
      await checkout.getByText("Professional प्लान के लिए ₹249.00").waitFor();
      await screenshotHindi(page, "pricing-checkout", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the simulated checkout in Hindi");
      await checkout.getByRole("button", { name: "फ़ेल करें" }).click();
      const failure = page.getByRole("alert").filter({ hasText: "भुगतान नहीं हो पाया। कृपया फिर से कोशिश करें।" });
      await failure.waitFor();
      await screenshotHindi(page, "pricing-payment-failed", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the failed payment in Hindi");
      await failure.getByRole("button", { name: "बंद करें" }).click();

      // Paid: the success screen names the plan (in English) and a model to try.
      await page.getByRole("button", { name: "Professional पर अपग्रेड करें" }).click();
      await dialog(page, "Professional ख़रीदें").getByRole("button", { name: "भुगतान पर जाएँ" }).click();
      await dialog(page, "टेस्ट चेकआउट").getByRole("button", { name: "भुगतान करें", exact: true }).click();
      await page.getByRole("heading", { name: /^अब आप Professional पर हैं — .+ आज़माएँ$/ }).waitFor();
      await page.getByText("भुगतान सफल रहा").waitFor();
      await page.getByText(/^आपका प्लान .+ तक चलेगा।$/).waitFor();
      await page.getByRole("link", { name: /^.+ से चैट करें$/ }).waitFor();
      await screenshotHindi(page, "pricing-success");
      await e2e.expectNoAxeViolations(page, "the purchase success screen in Hindi");

      // Back on the plans: Professional can be extended, Enterprise credits the unused days.
      await page.getByRole("button", { name: "प्लान पर लौटें" }).click();
      await page.getByRole("button", { name: "30 दिन बढ़ाएँ" }).waitFor();
      await page.getByText("Professional का बचा हुआ समय 12 दिन और जोड़ देगा।").waitFor();
      expect(await page.getByRole("button", { name: "Professional में शामिल" }).isDisabled()).toBe(true);

      // The history: the paid payment with its receipt, the declined one charged nothing.
      await page.getByRole("button", { name: "भुगतान इतिहास देखें" }).click();
      const history = page.getByRole("region", { name: "भुगतान इतिहास" });
      const receipts = history.getByRole("link", { name: /^रसीद NG-\d{6}$/ });
      await expect.poll(() => receipts.count()).toBe(1);
      await history.getByRole("columnheader", { name: "अवधि" }).waitFor();
      await history.getByText("पैसा नहीं कटा").waitFor();
      await history.scrollIntoViewIfNeeded();
      await screenshotHindi(page, "pricing-history");
      await e2e.expectNoAxeViolations(page, "the payment history in Hindi");

      // The receipt, in Hindi: its labels, its title (the name a saved PDF gets) and its tax note.
      const number = ((await receipts.getAttribute("aria-label")) ?? "").replace("रसीद ", "");
      await receipts.click();
      await page.waitForURL(/\/account\/receipts\/[^/]+$/);
      const sheet = page.getByRole("article", { name: "रसीद" });
      await sheet.getByText(number, { exact: true }).waitFor();
      for (const text of ["भुगतानकर्ता", "Professional प्लान", "कुल भुगतान", "GST नहीं लिया गया", "भुगतान का माध्यम"])
        await sheet.getByText(text, { exact: true }).first().waitFor();
      await sheet.getByRole("columnheader", { name: "विवरण" }).waitFor();
      expect(await sheet.getByText("₹249.00").count()).toBeGreaterThanOrEqual(2);
      expect(await page.title()).toMatch(new RegExp(`^रसीद ${number} · `));
      await screenshotHindi(page, "receipt");
      await e2e.expectNoAxeViolations(page, "the receipt in Hindi");

      // Printed: the sheet alone, in Hindi.
      await page.emulateMedia({ media: "print" });
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "प्रिंट करें या PDF सेव करें" }).isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await e2e.screenshot(page, "receipt-print-hi-desktop");
      await page.emulateMedia({ media: "screen" });

      // An address that is no receipt of theirs: not found, in Hindi.
      await page.goto(`${baseUrl}/account/receipts/not-a-payment`);
      await page.getByRole("heading", { name: "रसीद नहीं मिली" }).waitFor();
      await page.getByRole("link", { name: "कीमतें देखें" }).waitFor();
      await screenshotHindi(page, "receipt-not-found");
      await e2e.expectNoAxeViolations(page, "the receipt not found state in Hindi");
      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );
});
