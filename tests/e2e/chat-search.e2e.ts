// Answers from the web, with their sources (issue #31), as a person uses them: a Professional switches the globe
// on, sees "Searching the web…" until the first token, then numbered markers in the answer and the Sources list
// under it, whose links open in a new tab; a reload keeps the sources; a Starter sees the globe locked with the
// plan that unlocks it. Each at a phone's and a desktop's size, in English and in Hindi, with no axe violation.
// The fake OpenRouter answers a request that asks for the web plugin with url_citation annotations.
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { customerWithPlan } from "./customers";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const journeys = e2e.setupJourneys();
const { baseUrl, mailboxUrl, browser } = journeys;

// bypassCSP: axe's source goes in as an inline script. Reduced motion: no transition caught half-way.
const OPTIONS: BrowserContextOptions = { viewport: e2e.VIEWPORTS.desktop, reducedMotion: "reduce", bypassCSP: true };
const LONG = 150_000;
// The fake holds the first token this long: "Searching the web…" is on screen meanwhile (a hold, not a race).
const HELD = "paced:4000:30:10";

const opened: Array<{ page: Page; errors: string[] }> = [];

afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

async function newPage() {
  const page = await browser.newPage(OPTIONS);
  opened.push({ page, errors: e2e.pageErrors(page) });
  return page;
}

/** A Professional customer signed in on a new page, on /chat. */
async function professionalChat({ hindi = false } = {}) {
  const buyer = await customerWithPlan(journeys, `Priya Search ${Date.now().toString(36)}`);
  const page = await newPage();
  if (hindi) await chooseHindi(page, baseUrl);
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", s._id);
    localStorage.setItem("userName", s.name);
    localStorage.setItem("userEmail", s.email);
    localStorage.setItem("userRole", "professional");
  }, buyer);
  await page.goto(`${baseUrl}/chat`);
  if (hindi) await expectHindi(page);
  else await page.getByText("Current model:").waitFor();
  return page;
}

const hindiInput = (page: Page) => page.getByRole("textbox", { name: "संदेश", exact: true });
const globe = (page: Page, name = "Search the web") => page.getByRole("button", { name, exact: true });
// The conversation, by role alone: its name ("Chat") is translated too.
const conversation = (page: Page) => page.getByRole("main");
const sources = (page: Page, name = "Sources") => conversation(page).getByRole("region", { name });

async function expectSourcesList(page: Page, heading = "Sources") {
  const list = sources(page, heading);
  await list.waitFor();
  const links = list.getByRole("link");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(await link.getAttribute("href")).toMatch(/^https?:\/\//);
  }
  // No image of any source is fetched: the avatars are letters.
  expect(await list.locator("img").count()).toBe(0);
}

/** From now on, usage.today says the day's searches are used up (the server's own answer, its `used` raised). */
async function spendSearches(page: Page) {
  const spend = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(spend);
    if (!value || typeof value !== "object") return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, spend(inner)]));
    const searches = object.searches as { limit?: number } | undefined;
    return searches?.limit === undefined ? object : { ...object, searches: { ...searches, used: searches.limit } };
  };
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("usage.today"),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: spend(await response.json()) });
    },
  );
}

describe("answers from the web, with their sources (issue #31)", () => {
  it(
    "a Professional asks with the globe on, sees the search, the markers and the sources, and keeps them after a reload",
    async () => {
      const page = await professionalChat();
      await expect.poll(() => globe(page).getAttribute("aria-pressed")).toBe("false");
      await globe(page).click();
      expect(await globe(page).getAttribute("aria-pressed")).toBe("true");
      await e2e.promptInput(page).fill(`What is the repo rate this week? ${HELD}`);
      await e2e.screenshotSizes(page, "chat-search-toggle-on", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the composer with web search on");

      await e2e.promptInput(page).press("Enter");
      await page.getByRole("status").filter({ hasText: "Searching the web…" }).waitFor();
      await e2e.screenshot(page, "chat-search-searching", { fullPage: false });

      // The markers link to their sources in the list under the reply.
      const marker = e2e.chatMessages(page).getByRole("link", { name: "Source 1", exact: true });
      await marker.waitFor({ timeout: 30_000 });
      expect(await marker.getAttribute("href")).toMatch(/^#source-.+-1$/);
      await expectSourcesList(page);
      await expect.poll(() => page.getByRole("button", { name: "Stop" }).count(), { timeout: 30_000 }).toBe(0);
      await e2e.screenshotSizes(page, "chat-search-sources", { fullPage: false });
      await page.setViewportSize({ width: 360, height: 740 });
      await e2e.screenshot(page, "chat-search-sources-360", { fullPage: false });
      await page.setViewportSize(e2e.VIEWPORTS.desktop);
      await e2e.expectNoAxeViolations(page, "a reply with its sources");
      await marker.click();
      await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#source-.+-1$/);

      // Reload: the sources come back from the stored reply, and the conversation remembers the globe.
      await page.reload();
      await expectSourcesList(page);
      await expect.poll(() => globe(page).getAttribute("aria-pressed")).toBe("true");
    },
    LONG,
  );

  it(
    "the same in Hindi",
    async () => {
      const page = await professionalChat({ hindi: true });
      await globe(page, "वेब पर खोजें").click();
      await hindiInput(page).fill(`इस हफ़्ते रेपो रेट क्या है? ${HELD}`);
      await screenshotHindi(page, "chat-search-toggle-on", { fullPage: false });
      await hindiInput(page).press("Enter");
      await page.getByRole("status").filter({ hasText: "वेब पर खोज रहा है…" }).waitFor();
      await conversation(page).getByRole("link", { name: "स्रोत 1", exact: true }).waitFor({ timeout: 30_000 });
      await expectSourcesList(page, "स्रोत");
      await expect.poll(() => page.getByRole("button", { name: "रोकें" }).count(), { timeout: 30_000 }).toBe(0);
      await screenshotHindi(page, "chat-search-sources", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "a reply with its sources in Hindi");
    },
    LONG,
  );

  it(
    "with the globe on, the day's searches left are under it, one fewer after a searched answer; none left disables it",
    async () => {
      const page = await professionalChat();
      const left = page.getByText(/^\d+ web searches? left today$/);
      // Off: nothing is said about searches.
      await expect.poll(() => globe(page).getAttribute("aria-pressed")).toBe("false");
      expect(await left.count()).toBe(0);
      await globe(page).click();
      const before = Number.parseInt((await left.textContent()) ?? "", 10);
      expect(before).toBeGreaterThan(0);
      await e2e.screenshotSizes(page, "chat-search-left", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the day's searches left");
      await e2e.promptInput(page).fill("What is the repo rate this week?");
      await e2e.promptInput(page).press("Enter");
      await expectSourcesList(page);
      await page.getByText(`${before - 1} web searches left today`, { exact: true }).waitFor();

      // The day's searches used up (the server's count, as usage.today gives it): the globe cannot be switched on.
      await spendSearches(page);
      await page.reload();
      const spent = page.getByText(/^No web searches left today\. They renew at .+ IST\.$/);
      await spent.waitFor();
      expect(await globe(page).getAttribute("aria-disabled")).toBe("true");
      expect(await globe(page).getAttribute("aria-pressed")).toBe("false");
      // A press does nothing (it stays focusable, so its reason reaches the keyboard and screen readers).
      await globe(page).click({ force: true });
      expect(await globe(page).getAttribute("aria-pressed")).toBe("false");
      await e2e.screenshotSizes(page, "chat-search-spent", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "no searches left");

      const hindi = await professionalChat({ hindi: true });
      await globe(hindi, "वेब पर खोजें").click();
      await hindi.getByText(/^आज \d+ वेब खोजें बाकी हैं$/).waitFor();
      await screenshotHindi(hindi, "chat-search-left", { fullPage: false });
      await spendSearches(hindi);
      await hindi.reload();
      await hindi.getByText(/^आज की वेब खोजें खत्म हो गई हैं।/).waitFor();
      await screenshotHindi(hindi, "chat-search-spent", { fullPage: false });
    },
    LONG,
  );

  it(
    "a Starter sees the globe locked, naming Professional and leading to the plans",
    async () => {
      const page = await newPage();
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await page.goto(`${baseUrl}/chat`);
      await page.getByText("Current model:").waitFor();
      const locked = page.getByRole("link", { name: /Search the web comes with Professional/ });
      await locked.waitFor();
      expect(await page.getByRole("button", { name: "Search the web", exact: true }).count()).toBe(0);
      await e2e.screenshotSizes(page, "chat-search-locked", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the locked globe");
      await locked.click();
      await page.waitForURL(`${baseUrl}/pricing`);

      const hindi = await newPage();
      await chooseHindi(hindi, baseUrl);
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, hindi);
      await hindi.goto(`${baseUrl}/chat`);
      await expectHindi(hindi);
      await hindi.getByRole("link", { name: /वेब पर खोज Professional प्लान के साथ मिलती है/ }).waitFor();
      await screenshotHindi(hindi, "chat-search-locked", { fullPage: false });
    },
    LONG,
  );
});
