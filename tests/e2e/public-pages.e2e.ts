import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, browser } = e2e.setupJourneys();

const TRY_NOW = /^Try Now with .+$/;

describe("public pages in Chromium", () => {
  it("goes Home → Models (the 9 models from the database) → Pricing, highlighting the active link", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const errors = e2e.pageErrors(page, { console: true });

    await page.goto(baseUrl);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.title()).toContain("NexGen AI");
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    // Signed out: no Chat link, a Get Started link to /login.
    expect(await nav.getByRole("link", { name: "Chat" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Get Started" }).first().getAttribute("href")).toBe("/login");
    await e2e.screenshotSizes(page, "home");

    await page.getByRole("link", { name: "Explore AI Models" }).click();
    await page.waitForURL(`${baseUrl}/models`);
    await page.getByRole("link", { name: TRY_NOW }).first().waitFor();
    // One card per model in the database (the nine seeded ones, plus any an admin journey added).
    const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as { models: Array<{ modelId: string }> };
    expect(models.length).toBeGreaterThanOrEqual(9);
    expect(await page.getByRole("link", { name: TRY_NOW }).count()).toBe(models.length);
    expect(await page.getByRole("link", { name: TRY_NOW }).first().getAttribute("href")).toBe(
      `/chat?model=${encodeURIComponent("x-ai/grok-4-fast:free")}`,
    );
    expect(await nav.getByRole("link", { name: "Models" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    await e2e.screenshotSizes(page, "models");
    await page.getByRole("button", { name: "Details of Kimi Dev 72B" }).click();
    await page.getByRole("dialog").getByText("MoonshotAI").first().waitFor();
    await e2e.screenshotSizes(page, "models-details", { fullPage: false });
    await page.keyboard.press("Escape");

    await nav.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${baseUrl}/pricing`);
    // The router keeps the old page on screen until the Pricing chunk arrives: wait for Pricing's own content.
    await page.getByText("Most Popular").first().waitFor();
    for (const text of ["Starter", "Enterprise", "Most Popular", "₹249", "₹599"]) {
      expect(await page.getByText(text, { exact: false }).count(), text).toBeGreaterThan(0);
    }
    expect(await nav.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");
    // How files are charged (issue #30, docs/product/files.md#credits), with the rule's own figures.
    await page.getByText("How are images and documents charged?").waitFor();
    await page
      .getByText("1 per 10 pages of a PDF or 20,000 characters of a text file, a part counting as a whole", {
        exact: false,
      })
      .waitFor();
    // How a web search is charged (issue #31), with WEB_SEARCH_CREDITS's own figure.
    await page.getByText("How is a web search charged?").waitFor();
    await page.getByText("plus 2 credits for the search", { exact: false }).waitFor();
    await e2e.screenshotSizes(page, "pricing");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens and closes the menu with the toggle on a phone, and closes it on navigation", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await page.goto(`${baseUrl}/about`);
    const toggle = page.getByRole("button", { name: "Open navigation menu" });
    await toggle.waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Models" }).isVisible()).toBe(false);

    await toggle.click();
    const close = page.getByRole("button", { name: "Close navigation menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    await nav.getByRole("link", { name: "Models" }).waitFor({ state: "visible" });
    await e2e.screenshot(page, "menu-open-phone");

    await nav.getByRole("link", { name: "Models" }).click();
    await page.waitForURL(`${baseUrl}/models`);
    const reopened = page.getByRole("button", { name: "Open navigation menu" });
    expect(await reopened.getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("link", { name: TRY_NOW }).first().waitFor();
    await page.close();
  });

  it("renders every route, placeholders included, without page errors", async () => {
    // Signed out these send the visitor to a login: their journeys show them signed in.
    const redirected = new Set(["/profile", "/chat", "/admin/dashboard"]);
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const path of [
      "/about",
      "/contact",
      "/terms",
      "/privacy",
      "/test-nav",
      "/test-legal",
      "/login",
      "/forgot-password",
      "/profile",
      "/chat",
      "/admin/login",
      "/admin/dashboard",
      "/no-such-page",
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator("h1").first().waitFor();
      if (!redirected.has(path)) await e2e.screenshotSizes(page, path.slice(1).replaceAll("/", "-"));
    }
    expect(errors).toEqual([]);
    await page.close();
  });
  it("shows home, about, models (a locked tier, a model's details), login, sign-up, forgot-password and the style guide in Hindi", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page, { console: true });
    await chooseHindi(page, baseUrl);
    const check = async (name: string, options: { fullPage?: boolean } = {}) => {
      await screenshotHindi(page, name, options);
      await e2e.expectNoAxeViolations(page, `${name} in Hindi`);
    };
    const nav = page.getByRole("navigation", { name: "मुख्य" });

    await page.goto(baseUrl);
    await expectHindi(page);
    await page.getByRole("heading", { level: 1, name: /एडवांस्ड AI तक/ }).waitFor();
    // The counts arrive with the catalogue; the featured models are the catalogue's, with its Hindi texts.
    await page.getByText(/प्रमुख AI मॉडलों से चैट करें/).waitFor();
    await page.getByRole("heading", { name: "चुनिंदा मॉडल" }).or(page.getByText("चुनिंदा मॉडल")).first().waitFor();
    await page
      .getByText(/कॉन्टेक्स्ट/)
      .first()
      .waitFor();
    await check("home-visitor");

    await nav.getByRole("link", { name: "हमारे बारे में" }).click();
    await page.getByRole("heading", { level: 1, name: /आसान और किफ़ायती/ }).waitFor();
    expect(await page.title()).toContain("हमारे बारे में");
    await check("about");

    await page.getByRole("link", { name: "AI मॉडल देखें" }).click();
    await page.waitForURL(`${baseUrl}/models`);
    const tryNow = page.getByRole("link", { name: /^अभी आज़माएँ \(.+\)$/ });
    await tryNow.first().waitFor();
    const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as { models: unknown[] };
    expect(await tryNow.count()).toBe(models.length);
    await page.getByText("Professional प्लान ज़रूरी है").first().waitFor();
    await check("models");
    // A locked tier's tab is aria-disabled, yet opens to say why.
    await page.getByRole("tab", { name: /^Enterprise/ }).click({ force: true });
    await page.getByRole("heading", { name: "अपग्रेड ज़रूरी है" }).waitFor();
    await check("models-locked-tier");
    await page.getByRole("tab", { name: /^सभी/ }).click();
    await page.getByRole("button", { name: "विवरण: Kimi Dev 72B" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("MoonshotAI का मॉडल").waitFor();
    await dialog.getByText("आपके मौजूदा प्लान में शामिल नहीं").waitFor();
    await check("models-details", { fullPage: false });
    await dialog.getByRole("button", { name: "बंद करें", exact: true }).click();

    await page.getByRole("banner").getByRole("link", { name: "शुरू करें" }).click();
    await page.getByRole("heading", { name: "फिर से स्वागत है" }).waitFor();
    await check("login");
    await page.getByRole("button", { name: "साइन अप करें" }).click();
    await page.getByRole("heading", { name: "अपना खाता बनाएँ" }).waitFor();
    await e2e.field(page, "पूरा नाम").waitFor();
    await check("signup");

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByRole("heading", { name: "पासवर्ड भूल गए" }).waitFor();
    await check("forgot-password-email");

    await page.goto(`${baseUrl}/test-nav`);
    await page.getByRole("heading", { level: 1, name: "स्टाइल गाइड" }).waitFor();
    await check("test-nav");
    expect(errors).toEqual([]);
    await page.close();
  });

  /** What the test reads of Swagger UI's own model (window.ui, set by its initializer). */
  type SwaggerUi = { specSelectors: { taggedOperations(): { toJS(): Record<string, { operations: unknown[] }> } } };

  it("serves the REST API's documentation in Swagger UI under the site's CSP", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    // A CSP violation is reported on the console: any would mean a blank or broken page for someone.
    const errors = e2e.pageErrors(page, { console: true });
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) foreign.push(request.url());
    });
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator(".opblock").first().waitFor();
    const { paths } = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map(() => path));
    // Swagger UI draws a long list (150 tags and operations or more) only around what is on screen,
    // so its own model must hold every operation, and scrolling must reach them.
    const parsed = () =>
      page.evaluate(() => {
        const { ui } = window as unknown as { ui: SwaggerUi };
        const tags = Object.values(ui.specSelectors.taggedOperations().toJS());
        return tags.reduce((sum, tag) => sum + tag.operations.length, 0);
      });
    await expect.poll(parsed, { timeout: 30_000 }).toBe(operations.length);
    // Scrolled down from the top, the chat's stream and then the last operation come into view.
    for (const path of ["/api/chat/stream", operations.at(-1) ?? ""]) {
      const drawn = async () => {
        const count = await page.getByText(path, { exact: true }).count();
        if (count === 0) await page.mouse.wheel(0, 600);
        return count;
      };
      await expect.poll(drawn, { timeout: 30_000 }).toBeGreaterThan(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await e2e.screenshotSizes(page, "api-docs", { fullPage: false });
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
