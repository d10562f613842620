// The chat in Hindi (issue #29, docs/product/languages.md): every state of the screen read in Hindi, at a
// phone's and a desktop's size, with no text cut and no axe violation; and a switch of language that keeps
// the draft and the conversation on screen. Controls are found by the Hindi names of the chat's catalogue
// (client/features/chat/messages/hi.json).
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, clippedText, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// Reduced motion: no fade is caught half-way in a screenshot or by axe.
const OPTIONS: BrowserContextOptions = { viewport: e2e.VIEWPORTS.desktop, reducedMotion: "reduce", bypassCSP: true };

// In either language: the switch turns the conversation's name too.
const chat = (page: Page) => page.getByRole("main", { name: /^(चैट|Chat)$/ });
const input = (page: Page) => page.getByRole("textbox", { name: "संदेश", exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: "भेजें", exact: true });
const stopButton = (page: Page) => page.getByRole("button", { name: "रोकें", exact: true });
const articles = (page: Page) => chat(page).getByRole("article");
const lastReply = (page: Page) => articles(page).last();
const sidebar = (page: Page) => page.getByRole("complementary", { name: "चैट इतिहास" });

// Each state is shot at two sizes and checked by axe: a journey takes longer than most.
const LONG = 150_000;

const opened: Array<{ page: Page; errors: string[] }> = [];

// Whatever a test did, its pages threw nothing uncaught, and they close even when it failed.
afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

/** A new person's chat, opened in Hindi (or in English with `hindi: false`). */
async function openChat({ hindi = true, path = "/chat" } = {}) {
  const page = await browser.newPage(OPTIONS);
  opened.push({ page, errors: e2e.pageErrors(page) });
  if (hindi) await chooseHindi(page, baseUrl);
  await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  await page.goto(`${baseUrl}${path}`);
  if (hindi) await expectHindi(page);
  return page;
}

/** Types a prompt and sends it with Enter once a model is chosen, as a person would. */
async function send(page: Page, prompt: string) {
  await input(page).fill(prompt);
  await expect.poll(() => sendButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  await input(page).press("Enter");
}

/** Sends a prompt and waits for its whole reply. */
async function ask(page: Page, prompt: string) {
  await send(page, prompt);
  await chat(page).getByText(`Echo: ${prompt}`, { exact: true }).waitFor();
  await stopButton(page).waitFor({ state: "hidden" });
}

/** Screenshots of the state at both sizes, each checked for cut text, then axe on it. */
async function record(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await screenshotHindi(page, name, { fullPage: false, ...options });
  await e2e.expectNoAxeViolations(page, `the chat in Hindi: ${name}`);
}

describe("the chat in Hindi", () => {
  it(
    "welcomes, replies with markdown, streams and stops",
    async () => {
      const page = await openChat();
      await page.getByText("अभी का मॉडल:").waitFor();
      await page.getByRole("heading", { name: "NexGen AI में आपका स्वागत है" }).waitFor();
      await page.getByRole("button", { name: /^मॉडल Grok 4 Fast/ }).waitFor();
      expect(await page.getByRole("button", { name: "नई चैट", exact: true }).count()).toBeGreaterThan(0);
      await record(page, "chat-welcome");

      // A reply with a code block: its label and Copy button are the chat's chrome, in Hindi.
      const prompt = "नमस्ते! Code:\n```js\nlet a = 1;\n```";
      await send(page, prompt);
      await chat(page).getByRole("button", { name: "js कोड कॉपी करें" }).waitFor();
      await stopButton(page).waitFor({ state: "hidden" });
      expect(await chat(page).getByText("आप", { exact: true }).count()).toBe(1);
      await record(page, "chat-reply");

      // Streaming, then Stop: the reply keeps what arrived, marked stopped, and can be continued. A thousand
      // words 50 ms apart: still streaming after the screenshots.
      await send(page, "slow:1000");
      await chat(page)
        .getByText(/\bword3\b/)
        .waitFor();
      await screenshotHindi(page, "chat-streaming", { fullPage: false });
      await stopButton(page).click();
      await lastReply(page).getByText("रोका गया", { exact: true }).waitFor();
      await lastReply(page).getByRole("button", { name: "आगे लिखवाएँ" }).waitFor();
      await record(page, "chat-stopped");
    },
    LONG,
  );

  it(
    "offers the actions on messages: regenerate with another model, versions, copy, edit",
    async () => {
      const page = await openChat();
      // Regenerate with another model: the menu closes when the window resizes, so it opens at each size.
      await ask(page, "एक नदी का नाम बताइए");
      const reply = lastReply(page);
      await reply.getByRole("group", { name: "जवाब के विकल्प" }).waitFor();
      for (const [size, viewport] of Object.entries(e2e.VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await reply.getByRole("button", { name: "दूसरे मॉडल से दोबारा जवाब लें" }).click();
        const menu = page.getByRole("menu", { name: "इससे दोबारा जवाब लें" });
        await menu.waitFor();
        expect(await clippedText(page), `the regenerate menu at ${size} size`).toEqual([]);
        await e2e.screenshot(page, `chat-regenerate-menu-hi-${size}`, { fullPage: false });
        await e2e.expectNoAxeViolations(page, `the regenerate menu in Hindi at ${size} size`);
        await page.keyboard.press("Escape");
        await menu.waitFor({ state: "hidden" });
      }
      await page.setViewportSize(e2e.VIEWPORTS.desktop);
      await reply.getByRole("button", { name: "दूसरे मॉडल से दोबारा जवाब लें" }).click();
      await page
        .getByRole("menu", { name: "इससे दोबारा जवाब लें" })
        .getByRole("menuitemradio", { name: /^DeepSeek V3\.1/ })
        .click();
      await lastReply(page).getByRole("group", { name: "2 में से संस्करण 2" }).waitFor();
      await stopButton(page).waitFor({ state: "hidden" });
      await record(page, "chat-versions");
      await lastReply(page).getByRole("button", { name: "पिछला संस्करण" }).click();
      await lastReply(page).getByRole("group", { name: "2 में से संस्करण 1" }).waitFor();

      // Copy, named and announced in Hindi.
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await lastReply(page).getByRole("button", { name: "कॉपी करें", exact: true }).click();
      await lastReply(page).getByRole("button", { name: "कॉपी हो गया", exact: true }).waitFor();
      await lastReply(page).getByRole("status").getByText("क्लिपबोर्ड पर कॉपी हो गया").waitFor();

      // Editing a question.
      const question = articles(page).nth(-2);
      await question.getByRole("button", { name: "सवाल बदलें" }).click();
      await question.getByRole("textbox", { name: "सवाल बदलें" }).fill("एक पहाड़ का नाम बताइए");
      await question.getByRole("button", { name: "सेव करके भेजें" }).waitFor();
      await record(page, "chat-edit-question");
      await question.getByRole("button", { name: "सेव करके भेजें" }).click();
      await chat(page).getByText("Echo: एक पहाड़ का नाम बताइए", { exact: true }).waitFor();
    },
    LONG,
  );

  it(
    "lists the models with their Hindi descriptions and says what a locked one needs",
    async () => {
      const page = await openChat({ path: `/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}` });
      const notice = page.getByRole("status").filter({ hasText: "Kimi Dev 72B के लिए Professional प्लान चाहिए।" });
      await notice.getByText("अभी आप Grok 4 Fast से चैट कर रहे हैं।").waitFor();
      expect(await notice.getByRole("link", { name: "अपग्रेड करें" }).getAttribute("href")).toBe("/pricing");
      await record(page, "chat-locked-model");

      await page.getByRole("button", { name: /^मॉडल Grok 4 Fast/ }).click();
      const selector = page.getByRole("dialog", { name: "मॉडल चुनें" });
      // The catalogue's Hindi beside the English (shared/catalog.ts), shown through catalogText.
      await selector.getByText("xAI का तेज़ मल्टीमोडल मॉडल", { exact: false }).waitFor();
      const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as { models: Array<{ tier: string }> };
      const inTier = (tier: string) => models.filter((model) => model.tier === tier).length;
      expect(await selector.getByText(/^इसके लिए Professional प्लान चाहिए।/).count()).toBe(inTier("professional"));
      await record(page, "chat-model-selector");
      await selector.getByRole("button", { name: "मॉडल की सूची बंद करें" }).click();
    },
    LONG,
  );

  it(
    "keeps the history: the menu, the list, renaming, searching, deleting",
    async () => {
      const page = await openChat();
      // The history: docked on a desktop, a drawer from the menu on a phone.
      await ask(page, "पहली बातचीत");
      await sidebar(page).getByRole("heading", { name: "आज" }).waitFor();
      await sidebar(page).getByText("2 संदेश").waitFor();
      await page.setViewportSize(e2e.VIEWPORTS.phone);
      await page.getByRole("button", { name: "मेन्यू", exact: true }).click();
      await page.getByRole("navigation", { name: "चैट मेन्यू" }).waitFor();
      await record(page, "chat-menu");
      await page.getByRole("button", { name: "चैट इतिहास", exact: true }).click();
      await sidebar(page).getByRole("searchbox", { name: "बातचीत खोजें" }).waitFor();
      await record(page, "chat-history");

      await sidebar(page)
        .getByRole("button", { name: /^पहली बातचीत.* का नाम बदलें$/ })
        .click();
      const title = sidebar(page).getByRole("textbox", { name: "बातचीत का शीर्षक" });
      await title.waitFor();
      await record(page, "chat-history-rename");
      // In the field (the screenshots' resizing may have moved the focus): Escape cancels the renaming only.
      await title.press("Escape");

      await sidebar(page).getByRole("searchbox", { name: "बातचीत खोजें" }).fill("कुछ और");
      await sidebar(page).getByText("आपकी खोज से मिलती कोई बातचीत नहीं है").waitFor();
      await sidebar(page).getByRole("searchbox", { name: "बातचीत खोजें" }).fill("");

      await sidebar(page)
        .getByRole("button", { name: /^पहली बातचीत.* हटाएँ$/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "बातचीत हटाएँ?" });
      await dialog.getByText("और इसके सभी संदेश हटा दिए जाएँगे।", { exact: false }).waitFor();
      await record(page, "chat-delete-dialog");
      await dialog.getByRole("button", { name: "हटाएँ", exact: true }).click();
      await sidebar(page).getByText("अभी कोई चैट इतिहास नहीं है").waitFor();
      await record(page, "chat-history-empty");
    },
    LONG,
  );

  it("says when an address opens nothing", async () => {
    const page = await openChat({ path: "/chat/00000000-0000-4000-8000-000000000000" });
    await page.getByRole("heading", { name: "बातचीत नहीं मिली" }).waitFor();
    await page.getByRole("link", { name: "नई चैट शुरू करें" }).waitFor();
    await record(page, "chat-not-found");
  });

  it(
    "shows a failed reply in Hindi, and offline, the notice says so",
    async () => {
      const page = await openChat();
      await send(page, "status:503 please");
      await lastReply(page).getByText("विफल", { exact: true }).waitFor();
      await lastReply(page)
        .getByText(/^सेवा उपलब्ध नहीं है।/)
        .waitFor();
      await lastReply(page).getByRole("button", { name: "फिर से कोशिश करें" }).waitFor();
      await record(page, "chat-failed-reply");

      await page.context().setOffline(true);
      await page.getByRole("status").filter({ hasText: "आप ऑफ़लाइन हैं।" }).waitFor();
      await record(page, "chat-offline");
      await page.context().setOffline(false);
    },
    LONG,
  );
});

describe("switching the chat's language", () => {
  it(
    "has the switch in the header where there is room, else in the menu, and the header fits at every width",
    async () => {
      const page = await openChat();
      await page.getByRole("button", { name: /^मॉडल Grok 4 Fast/ }).waitFor();
      const header = page.getByRole("banner");
      for (const width of [360, 768, 961, 1023, 1024, 1180, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await clippedText(page), `${width} px`).toEqual([]);
        // Nothing in the header's bar overlaps anything else, nor leaves the screen.
        const boxes = await header.evaluate((element) =>
          [...element.querySelectorAll(":scope > div > *")]
            .filter((child) => child.checkVisibility())
            .map((child) => {
              const { x, width, y, height } = child.getBoundingClientRect();
              return { name: child.textContent?.trim().slice(0, 20), x, width, y, height };
            }),
        );
        for (const [index, box] of boxes.entries()) {
          expect(box.x + box.width, `${box.name} at ${width} px`).toBeLessThanOrEqual(width);
          for (const other of boxes.slice(index + 1))
            expect(
              box.x < other.x + other.width && other.x < box.x + box.width,
              `${box.name} and ${other.name} at ${width} px`,
            ).toBe(false);
        }
        const inHeader = await header.getByRole("button", { name: "English", exact: true }).isVisible();
        await header.getByRole("button", { name: "मेन्यू", exact: true }).click();
        const inMenu = await page
          .getByRole("navigation", { name: "चैट मेन्यू" })
          .getByRole("button", { name: "English" })
          .isVisible();
        await page.keyboard.press("Escape");
        // Exactly one of the two, wherever the width puts it.
        expect([inHeader, inMenu], `${width} px`).toContain(true);
        expect(inHeader && inMenu, `${width} px`).toBe(false);
      }
    },
    LONG,
  );

  it("keeps the draft and the conversation, and turns the texts on screen, an error's too", async () => {
    const page = await openChat({ hindi: false });
    await page.getByText("Current model:").waitFor();
    await e2e.sendPrompt(page, "status:503 please");
    await lastReply(page)
      .getByText(/^Service unavailable\./)
      .waitFor();
    const draft = "A draft that must survive\nthe switch";
    await e2e.promptInput(page).fill(draft);
    // In place: a marker left on the window survives the switch, so the page was not reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // A desktop's header has the switch.
    await page.getByRole("banner").getByRole("button", { name: "हिन्दी" }).click();
    await expectHindi(page);
    expect(await input(page).inputValue()).toBe(draft);
    await lastReply(page)
      .getByText(/^सेवा उपलब्ध नहीं है।/)
      .waitFor();
    expect(await chat(page).getByText("status:503 please", { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
    await record(page, "chat-switched");

    // A phone's header has no room: the switch is in the menu, and the draft survives it too.
    await page.setViewportSize(e2e.VIEWPORTS.phone);
    await page.getByRole("button", { name: "मेन्यू", exact: true }).click();
    await page.getByRole("navigation", { name: "चैट मेन्यू" }).getByRole("button", { name: "English" }).click();
    await page.getByRole("navigation", { name: "Chat menu" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await e2e.promptInput(page).inputValue()).toBe(draft);
    await lastReply(page)
      .getByText(/^Service unavailable\./)
      .waitFor();
    expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);
  });
});
