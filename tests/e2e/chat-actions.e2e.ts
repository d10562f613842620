import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

const SIZES = e2e.PHONE_AND_LAPTOP;
const CONVERSATION_URL = /\/chat\/[0-9a-f-]{36}$/;
// Reduced motion: no fade is caught half-way in a e2e.screenshot or by axe.
const OPTIONS: BrowserContextOptions = { viewport: SIZES.laptop, reducedMotion: "reduce" };

const articles = (page: Page) => e2e.chatMessages(page).getByRole("article");
const lastReply = (page: Page) => articles(page).last();
/** The "Stopped" mark of the last reply. */
const stoppedMark = (page: Page) => lastReply(page).getByText("Stopped", { exact: true });
const stopButton = (page: Page) => page.getByRole("button", { name: /^Stop/ });
/** How often a word stands alone in a text: "word5" is not counted inside "word59". */
const occurrences = (text: string, word: string) => text.match(new RegExp(`\\b${word}\\b`, "g"))?.length ?? 0;

/** Waits for the slow reply to reach its last word and end, then reads it. */
async function wholeSlowReply(page: Page) {
  await e2e
    .chatMessages(page)
    .getByText(/\bword59\b/)
    .waitFor({ timeout: 30_000 });
  await stopButton(page).waitFor({ state: "hidden" });
  return replyText(lastReply(page));
}

/** The slow reply's sixty words, each exactly once: nothing lost or doubled. */
function expectEveryWordOnce(text: string) {
  for (let index = 0; index < 60; index++) expect(occurrences(text, `word${index}`), `word${index}`).toBe(1);
}

/** The chat at both sizes, as it is now; the page ends at the size it started with. */
async function shots(page: Page, name: string) {
  const start = page.viewportSize();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await e2e.screenshot(page, `${name}-${size}`, { fullPage: false });
  }
  if (start) await page.setViewportSize(start);
}

const PHONE: BrowserContextOptions = { viewport: SIZES.phone };

const opened: Array<{ page: Page; errors: string[] }> = [];

// Whatever a test did, its pages threw nothing uncaught, and they close even when it failed.
afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

/** A new person's chat, on a laptop unless `options` say otherwise. */
async function openChat(options: BrowserContextOptions = {}) {
  const page = await browser.newPage({ ...OPTIONS, ...options });
  opened.push({ page, errors: e2e.pageErrors(page) });
  await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  await page.goto(`${baseUrl}/chat`);
  await page.getByText("Current model:").waitFor();
  return page;
}

/** Sends a prompt and waits for its whole reply (the Stop button gone, the reply's actions in place). */
async function ask(page: Page, prompt: string, reply = `Echo: ${prompt}`) {
  await e2e.sendPrompt(page, prompt);
  await e2e.chatMessages(page).getByText(reply, { exact: true }).waitFor();
  await stopButton(page).waitFor({ state: "hidden" });
}

/** The reply's text (its bubble), without its header or actions. */
const replyText = (reply: Locator) => reply.locator("[data-streaming], [class*='bubble']").first().innerText();

describe("a reply belongs to the server", () => {
  it("keeps streaming through a reload, and the page picks it up where it is: every word once", async () => {
    const page = await openChat(PHONE);
    await e2e.startSlowReply(page);
    await page.waitForURL(CONVERSATION_URL);

    await page.reload();
    // Still being written: shown streaming, with its Stop button, then growing to its end.
    await stopButton(page).waitFor();
    await shots(page, "chat-reload-streaming");
    const text = await wholeSlowReply(page);
    expectEveryWordOnce(text);
    // Stored whole, not stopped by the reload.
    expect(await stoppedMark(page).count()).toBe(0);
  });

  it("stops a reply picked up after a reload", async () => {
    const page = await openChat(PHONE);
    await e2e.startSlowReply(page);
    await page.waitForURL(CONVERSATION_URL);
    await page.reload();
    await stopButton(page).click();
    await stoppedMark(page).waitFor();
    expect(occurrences(await replyText(lastReply(page)), "word59")).toBe(0);
    // Stored stopped: another reload shows it so.
    await page.reload();
    await stoppedMark(page).waitFor();
  });

  it("reads the reply again when the network comes back, nothing doubled", async () => {
    const page = await openChat();
    await e2e.startSlowReply(page);
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    const text = await wholeSlowReply(page);
    expectEveryWordOnce(text);
  });
});

describe("actions on messages", () => {
  it("regenerates the last reply with another model and pages between the versions", async () => {
    const page = await openChat();
    await ask(page, "Name a river");
    const reply = lastReply(page);
    await expect.poll(() => reply.getAttribute("aria-label")).toMatch(/^Grok 4 Fast/);
    await reply.getByRole("button", { name: "Regenerate with another model" }).click();
    const menu = page.getByRole("menu", { name: "Regenerate with" });
    await menu.waitFor();
    // Models above the plan are listed, but cannot be picked.
    expect(await menu.getByRole("menuitemradio", { name: /^Kimi Dev 72B/ }).isDisabled()).toBe(true);
    expect(await menu.getByRole("menuitemradio", { name: /^Grok 4 Fast/ }).getAttribute("aria-checked")).toBe("true");
    await e2e.screenshot(page, "chat-regenerate-menu-laptop", { fullPage: false });
    await menu.getByRole("menuitemradio", { name: /^DeepSeek V3\.1/ }).click();

    await e2e.chatMessages(page).getByRole("group", { name: "Version 2 of 2" }).waitFor();
    await expect.poll(() => lastReply(page).getAttribute("aria-label")).toMatch(/^DeepSeek V3\.1/);
    await stopButton(page).waitFor({ state: "hidden" });
    await shots(page, "chat-reply-versions");

    await lastReply(page).getByRole("button", { name: "Previous version" }).click();
    await e2e.chatMessages(page).getByRole("group", { name: "Version 1 of 2" }).waitFor();
    await expect.poll(() => lastReply(page).getAttribute("aria-label")).toMatch(/^Grok 4 Fast/);
    // The pager keeps the keyboard where it was.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Previous version");
    // The choice is the conversation's: a reload shows the same version.
    await page.reload();
    await e2e.chatMessages(page).getByRole("group", { name: "Version 1 of 2" }).waitFor();
    await expect.poll(() => lastReply(page).getAttribute("aria-label")).toMatch(/^Grok 4 Fast/);
  });

  it("edits a question into a new branch, and switches back to the earlier one", async () => {
    const page = await openChat(PHONE);
    await ask(page, "Plan a trip to Goa");
    await ask(page, "Add a beach day");
    const question = articles(page).first();
    await question.getByRole("button", { name: "Edit question" }).click();
    const editor = question.getByRole("textbox", { name: "Edit question" });
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await editor.fill("Plan a trip to Kerala");
    await shots(page, "chat-edit-question");
    await question.getByRole("button", { name: "Save & send" }).click();

    await e2e.chatMessages(page).getByText("Echo: Plan a trip to Kerala", { exact: true }).waitFor();
    await stopButton(page).waitFor({ state: "hidden" });
    expect(await articles(page).count()).toBe(2);
    expect(await e2e.chatMessages(page).getByText("Add a beach day", { exact: true }).count()).toBe(0);
    await articles(page).first().getByRole("group", { name: "Version 2 of 2" }).waitFor();
    // The composer is ready for the next question.
    await expect.poll(() => e2e.promptInput(page).evaluate((element) => element === document.activeElement)).toBe(true);

    await articles(page).first().getByRole("button", { name: "Previous version" }).click();
    await e2e.chatMessages(page).getByText("Echo: Add a beach day", { exact: true }).waitFor();
    expect(await articles(page).count()).toBe(4);
    expect(await e2e.chatMessages(page).getByText("Plan a trip to Kerala", { exact: true }).count()).toBe(0);
    await articles(page).first().getByRole("group", { name: "Version 1 of 2" }).waitFor();
  });

  it("copies a reply's Markdown as it was written", async () => {
    const page = await openChat();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const prompt = "Some **bold** words and `code`";
    await e2e.sendPrompt(page, prompt);
    await e2e.chatMessages(page).getByText("bold", { exact: true }).waitFor();
    await stopButton(page).waitFor({ state: "hidden" });
    const reply = lastReply(page);
    await reply.hover();
    await reply.getByRole("button", { name: "Copy", exact: true }).click();
    await reply.getByRole("button", { name: "Copied", exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Echo: ${prompt}`);
    await shots(page, "chat-reply-copied");
  });

  it("stops a reply, then continues it as a new version that starts with its text", async () => {
    const page = await openChat();
    await e2e.startSlowReply(page);
    await stopButton(page).click();
    await stoppedMark(page).waitFor();
    const stopped = await replyText(lastReply(page));
    expect(occurrences(stopped, "word59")).toBe(0);
    await lastReply(page).getByRole("button", { name: "Continue" }).waitFor();
    await shots(page, "chat-stopped-continue");

    await lastReply(page).getByRole("button", { name: "Continue" }).click();
    await e2e
      .chatMessages(page)
      .getByText(/Echo: Continue exactly where/)
      .waitFor();
    await stopButton(page).waitFor({ state: "hidden" });
    await lastReply(page).getByRole("group", { name: "Version 2 of 2" }).waitFor();
    const continued = await replyText(lastReply(page));
    expect(continued.startsWith(stopped.trim())).toBe(true);
    expect(await stoppedMark(page).count()).toBe(0);
  });

  it("stops a streaming reply with Escape", async () => {
    const page = await openChat(PHONE);
    await e2e.startSlowReply(page);
    // The focus is still in the composer after sending.
    await page.keyboard.press("Escape");
    await stoppedMark(page).waitFor();
    expect(occurrences(await replyText(lastReply(page)), "word59")).toBe(0);
    await stopButton(page).waitFor({ state: "hidden" });
  });

  it("shows a failed turn where it failed, with Retry", async () => {
    const page = await openChat(PHONE);
    await e2e.sendPrompt(page, "status:503 please");
    const reply = lastReply(page);
    await reply.getByRole("button", { name: "Retry" }).waitFor();
    await reply.getByText("Failed", { exact: true }).waitFor();
    await shots(page, "chat-failed-reply");
    // Retry answers the question again (here failing again, as the upstream is scripted to).
    await reply.getByRole("button", { name: "Retry" }).click();
    await lastReply(page).getByRole("button", { name: "Retry" }).waitFor();
    expect(await e2e.chatMessages(page).getByText("status:503 please", { exact: true }).count()).toBe(1);
  });
});

describe("the conversation by keyboard and screen reader", () => {
  it("has no axe violations with the message actions in view, and a scroller the keyboard reaches", async () => {
    const page = await openChat({ bypassCSP: true });
    // The composer is focused on arrival.
    await expect.poll(() => e2e.promptInput(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await ask(page, "First question for the check");
    await lastReply(page).getByRole("button", { name: "Regenerate", exact: true }).click();
    await lastReply(page).getByRole("group", { name: "Version 2 of 2" }).waitFor();
    await stopButton(page).waitFor({ state: "hidden" });
    await ask(page, "Second question for the check");

    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await articles(page).nth(1).hover();
      await e2e.expectNoAxeViolations(page, `/chat with the message actions at ${size} size`);
    }
    await lastReply(page).getByRole("button", { name: "Regenerate with another model" }).click();
    await page.getByRole("menu", { name: "Regenerate with" }).waitFor();
    await e2e.expectNoAxeViolations(page, "/chat with the regenerate menu open");
    await page.keyboard.press("Escape");
    await page.getByRole("menu", { name: "Regenerate with" }).waitFor({ state: "hidden" });

    const conversation = e2e.chatMessages(page).getByRole("region", { name: "Conversation" });
    expect(await conversation.getAttribute("tabindex")).toBe("0");
    await conversation.focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Conversation");

    // Scrolled up, away from the newest message: a button brings it back.
    await page.setViewportSize(SIZES.phone);
    await e2e.sendPrompt(
      page,
      Array.from({ length: 40 }, (_, index) => `Line ${index + 1} of a long question`).join("\n"),
    );
    await e2e
      .chatMessages(page)
      .getByText(/Echo: Line 1 of a long question/)
      .waitFor();
    await stopButton(page).waitFor({ state: "hidden" });
    const jump = page.getByRole("button", { name: "Jump to latest" });
    expect(await jump.count()).toBe(0);
    await conversation.evaluate((element) => {
      element.scrollTop = 0;
    });
    await jump.waitFor();
    await e2e.screenshot(page, "chat-jump-to-latest-phone", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "/chat scrolled up, with Jump to latest");
    await jump.click();
    await jump.waitFor({ state: "hidden" });
    const below = await conversation.evaluate(
      (element) => element.scrollHeight - element.scrollTop - element.clientHeight,
    );
    expect(below).toBeLessThan(2);
  });
});
