// The admin panel in Hindi (issue #29, docs/product/languages.md): every screen, its forms and dialogs read
// in Hindi at phone and desktop sizes with no text cut, pass axe, and the model dialog's Hindi texts reach
// the public catalogue.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { customerWithPlan as withPlan } from "./customers";
import { chooseHindi, clippedText, expectHindi, screenshotHindi } from "./languages";

const journeys = e2e.setupJourneys();
const { baseUrl, browser } = journeys;
const customerWithPlan = (name: string) => withPlan(journeys, name);

/** A journey through several screens, each shot at two sizes and checked by axe, takes longer than one. */
const JOURNEY_MS = 240_000;

/** Every "लोड हो रहा है…" placeholder of the screen (or one a shared component still says in English) has gone. */
async function loaded(page: Page) {
  await expect
    .poll(() => page.getByText(/लोड हो र(हा|ही|हे) है|^Loading .*\.\.\.$/).count(), { timeout: 15_000 })
    .toBe(0);
}

/** A page that opens the site in Hindi, and lets axe's inline script in. */
async function hindiPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
  await chooseHindi(page, baseUrl);
  return page;
}

/** Signs in on the Hindi login screen as the administrator the e2e server creates (tests/e2e/setup/server.ts). */
async function logInInHindi(page: Page, { check = false } = {}) {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole("heading", { name: "एडमिन पैनल", level: 1 }).waitFor();
  await expectHindi(page);
  if (check) {
    await screenshotHindi(page, "admin-login");
    await e2e.expectNoAxeViolations(page, "the admin login in Hindi");
  }
  await page.getByRole("textbox", { name: "यूज़रनेम" }).fill("admin");
  await page.locator('input[name="password"]').fill("Harbour-Lantern-2026!");
  await page.getByRole("button", { name: "लॉग इन करें", exact: true }).click();
  await page.getByText("नमस्ते,").waitFor();
}

/** The screen has its heading, its content, is in Hindi, fits at both sizes (shots taken) and passes axe. */
async function checkScreen(page: Page, heading: string | RegExp, shot: string) {
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  await loaded(page);
  await expectHindi(page);
  await screenshotHindi(page, shot);
  await e2e.expectNoAxeViolations(page, `${shot} in Hindi`);
}

describe("the admin panel in Hindi, in Chromium", () => {
  it(
    "signs in, and reads the dashboard, a customer in the users list, their details and edit form, and a refund in Hindi",
    async () => {
      const buyer = await customerWithPlan(`Meera Hindi ${Date.now().toString(36)}`);
      const page = await hindiPage();
      const errors = e2e.pageErrors(page);
      await logInInHindi(page, { check: true });

      await checkScreen(page, "एडमिन डैशबोर्ड", "admin-dashboard");
      await page.getByText("कुल उपयोगकर्ता").waitFor();
      await page.getByRole("heading", { name: "सभी उपयोगकर्ता", level: 2 }).waitFor();

      // On a phone the sidebar is a drawer behind the menu button.
      await page.setViewportSize(e2e.VIEWPORTS.phone);
      await page.getByRole("button", { name: "एडमिन मेन्यू खोलें" }).click();
      const sidebar = page.getByRole("navigation", { name: "एडमिन" });
      await sidebar.getByRole("link", { name: "इस्तेमाल और लागत" }).waitFor();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await clippedText(page), "the admin menu in Hindi").toEqual([]);
      await e2e.screenshot(page, "admin-menu-hi-phone", { fullPage: false });
      await page.getByRole("button", { name: "एडमिन मेन्यू बंद करें" }).click();
      await page.setViewportSize(e2e.VIEWPORTS.desktop);

      await sidebar.getByRole("link", { name: "उपयोगकर्ता", exact: true }).click();
      await page.getByRole("heading", { name: "उपयोगकर्ता प्रबंधन", level: 1 }).waitFor();
      await page.getByPlaceholder("उपयोगकर्ता खोजें…").fill(buyer.username);
      await page.getByRole("link", { name: `${buyer.name} को देखें` }).waitFor();
      await page.getByText("1 मिले").waitFor();
      await checkScreen(page, "उपयोगकर्ता प्रबंधन", "admin-users");

      await page.getByRole("link", { name: `${buyer.name} को देखें` }).click();
      await page.getByText(`${buyer.name} का खाता।`).waitFor();
      await page.getByText("कुल 1, सबसे नए पहले").waitFor();
      await checkScreen(page, "उपयोगकर्ता का ब्योरा", "admin-user-details");

      await page.getByRole("link", { name: "उपयोगकर्ता बदलें" }).click();
      await page.getByRole("textbox", { name: "यूज़रनेम" }).waitFor();
      await checkScreen(page, `उपयोगकर्ता बदलें: ${buyer.name}`, "admin-user-edit");
      await page.getByRole("link", { name: "ब्योरे पर वापस" }).waitFor();

      await page.goto(`${baseUrl}/admin/payments?q=${encodeURIComponent(buyer.username)}`);
      const row = page.getByRole("row").filter({ hasText: buyer.name });
      await row.getByRole("button", { name: /रिफ़ंड करें$/ }).waitFor();
      await checkScreen(page, "भुगतान लॉग", "admin-payments");
      await row.getByRole("button", { name: /रिफ़ंड करें$/ }).click();
      const dialog = page.getByRole("dialog", { name: /रिफ़ंड करें\?$/ });
      await dialog.getByText(`Razorpay के ज़रिए ${buyer.name} को वापस जाएँगे।`, { exact: false }).waitFor();
      await dialog.getByText(/इससे खरीदा गया Professional प्लान खत्म हो जाएगा/).waitFor();
      await screenshotHindi(page, "admin-refund-dialog", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the refund dialog in Hindi");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      expect(errors).toEqual([]);
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "adds a model with its Hindi texts and edits its Hindi description; /api/models serves them",
    async () => {
      const tag = Date.now().toString(36);
      const name = `Orion Hindi ${tag}`;
      const modelId = `acme/orion-hindi-${tag}:free`;
      const catalogued = async () => {
        const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as {
          models: Array<{ modelId: string; descriptionHi: string; capabilitiesHi: string[] }>;
        };
        return models.find((model) => model.modelId === modelId);
      };

      const page = await hindiPage();
      await logInInHindi(page);
      await page.goto(`${baseUrl}/admin/models`);
      // The catalogue's own models show their Hindi texts to an admin reading in Hindi.
      await page.getByRole("heading", { name: "Starter मॉडल", level: 2 }).waitFor();
      await page.getByRole("cell", { name: "सामान्य", exact: true }).first().waitFor();
      await checkScreen(page, "मॉडल प्रबंधन", "admin-models");

      await page.getByRole("button", { name: "Enterprise मॉडल जोड़ें" }).click();
      const dialog = page.getByRole("dialog", { name: "Enterprise मॉडल जोड़ें" });
      const field = (label: string) => dialog.getByRole("textbox", { name: label, exact: true });
      await field("नाम").fill(name);
      await field("मॉडल ID").fill(modelId);
      await field("विवरण").fill("A model added from the admin panel in Hindi.");
      await field("प्रोवाइडर").fill("Acme");
      await field("क्षमताएँ").fill("Reasoning, Coding");
      await field("परफ़ॉर्मेंस").fill("High");
      await field("कॉन्टेक्स्ट").fill("32K");
      await field("श्रेणी").fill("General");
      await field("विवरण (हिन्दी)").fill("हिन्दी में जोड़ा गया एक मॉडल।");
      await field("क्षमताएँ (हिन्दी)").fill("तर्क, कोडिंग");
      await field("परफ़ॉर्मेंस (हिन्दी)").fill("उच्च");
      await field("श्रेणी (हिन्दी)").fill("सामान्य");
      await dialog.getByText("हिन्दी में", { exact: true }).waitFor();
      await screenshotHindi(page, "admin-model-form", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the model dialog in Hindi");
      await dialog.getByRole("button", { name: "मॉडल जोड़ें", exact: true }).click();
      await page.getByText(`${name} को Enterprise में जोड़ दिया गया।`).waitFor();
      expect(await catalogued()).toMatchObject({
        descriptionHi: "हिन्दी में जोड़ा गया एक मॉडल।",
        capabilitiesHi: ["तर्क", "कोडिंग"],
      });

      // Editing starts from what was saved, the Hindi included.
      await page.getByRole("button", { name: `${name} को बदलें` }).click();
      const editing = page.getByRole("dialog", { name: `${name} को बदलें` });
      const description = editing.getByRole("textbox", { name: "विवरण (हिन्दी)", exact: true });
      // The dialog fills in from the saved model once it has loaded: waited for, not read at once.
      await expect.poll(() => description.inputValue()).toBe("हिन्दी में जोड़ा गया एक मॉडल।");
      await description.fill("एडमिन पैनल से बदला गया हिन्दी विवरण।");
      await editing.getByRole("button", { name: "बदलाव सेव करें" }).click();
      await page.getByText(`${name} सेव हो गया।`).waitFor();
      expect((await catalogued())?.descriptionHi).toBe("एडमिन पैनल से बदला गया हिन्दी विवरण।");
      await page.close();
    },
    JOURNEY_MS,
  );

  it(
    "reads messages, usage and costs, the audit log, settings and a missing page in Hindi",
    async () => {
      const page = await hindiPage();
      await logInInHindi(page);
      for (const [path, heading] of [
        ["messages", "संपर्क संदेश"],
        ["usage", "इस्तेमाल और लागत"],
        ["audit", "ऑडिट लॉग"],
        ["settings", "एडमिन सेटिंग्स"],
      ] as const) {
        await page.goto(`${baseUrl}/admin/${path}`);
        await checkScreen(page, heading, `admin-${path}`);
      }
      await page.getByRole("heading", { name: "प्रोफ़ाइल की जानकारी", level: 2 }).waitFor();
      await page.getByRole("button", { name: "प्रोफ़ाइल अपडेट करें" }).waitFor();

      await page.goto(`${baseUrl}/admin/no-such-screen`);
      await checkScreen(page, "एडमिन का यह पेज मौजूद नहीं है", "admin-not-found");
      await page.getByRole("link", { name: "डैशबोर्ड पर जाएँ" }).waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );
});
