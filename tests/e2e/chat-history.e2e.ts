import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// The sizes the history layout changes between: a laptop (docked sidebar) and a phone (drawer).
const LAPTOP = { width: 1280, height: 800 };
const CONVERSATION_URL = /\/chat\/([0-9a-f-]{36})$/;
const NOT_FOUND_TEXT = "This conversation doesn't exist or was deleted.";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Chat History" });
const conversationLink = (page: Page, title: string | RegExp) =>
  sidebar(page).getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: title });

/** The id in the address once the first reply has given the new chat its own. */
async function conversationIdInUrl(page: Page): Promise<string> {
  await page.waitForURL(CONVERSATION_URL);
  return CONVERSATION_URL.exec(page.url())?.[1] ?? "";
}

/** A conversation made through the documented REST call, as a script would. */
async function startConversation(token: string, message: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message, modelId: "x-ai/grok-4-fast:free" }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { conversationId: string }).conversationId;
}

describe("conversation addresses in Chromium", () => {
  it("gives a new chat its address with the first reply; reload, Back and Forward follow it", async () => {
    const page = await browser.newPage({ viewport: LAPTOP });
    const errors = e2e.pageErrors(page);
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await page.getByText("Current model:").waitFor();
    await sidebar(page).getByText("No chat history available").waitFor();

    await e2e.sendPrompt(page, "Alpha question");
    await e2e.chatMessages(page).getByText("Echo: Alpha question").waitFor();
    const alpha = await conversationIdInUrl(page);
    await expect.poll(() => conversationLink(page, /Alpha question/).getAttribute("aria-current")).toBe("page");

    // A reload (or a bookmark) opens the same conversation.
    await page.reload();
    await e2e.chatMessages(page).getByText("Echo: Alpha question").waitFor();
    expect(page.url()).toBe(`${baseUrl}/chat/${alpha}`);

    // New chat is /chat; Back returns to the conversation, Forward to the new chat.
    await sidebar(page).getByRole("button", { name: "New chat" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    await page.getByText("Start a conversation with our AI models.").waitFor();
    await page.goBack();
    await e2e.chatMessages(page).getByText("Echo: Alpha question").waitFor();
    expect(page.url()).toBe(`${baseUrl}/chat/${alpha}`);
    await page.goForward();
    await page.getByText("Start a conversation with our AI models.").waitFor();
    expect(page.url()).toBe(`${baseUrl}/chat`);

    await e2e.sendPrompt(page, "Beta question");
    await e2e.chatMessages(page).getByText("Echo: Beta question").waitFor();
    const beta = await conversationIdInUrl(page);
    expect(beta).not.toBe(alpha);
    await conversationLink(page, /Beta question/).waitFor();

    // Opening from the history pushes the address: Back is the conversation before.
    await conversationLink(page, /Alpha question/).click();
    await page.waitForURL(`${baseUrl}/chat/${alpha}`);
    await e2e.chatMessages(page).getByText("Echo: Alpha question").waitFor();
    expect(await e2e.chatMessages(page).getByText("Echo: Beta question").count()).toBe(0);
    await expect.poll(() => conversationLink(page, /Alpha question/).getAttribute("aria-current")).toBe("page");
    expect(await conversationLink(page, /Beta question/).getAttribute("aria-current")).toBeNull();
    await page.goBack();
    await e2e.chatMessages(page).getByText("Echo: Beta question").waitFor();
    expect(page.url()).toBe(`${baseUrl}/chat/${beta}`);
    expect(await e2e.chatMessages(page).getByText("Echo: Alpha question").count()).toBe(0);

    // The conversation keeps going at its address: the reply lands in it, not in a new one.
    await e2e.sendPrompt(page, "Beta follow-up");
    await e2e.chatMessages(page).getByText("Echo: Beta follow-up").waitFor();
    expect(page.url()).toBe(`${baseUrl}/chat/${beta}`);
    await e2e.screenshot(page, "chat-address-laptop");

    // ?model= still chooses the model on a conversation's address.
    await page.goto(`${baseUrl}/chat/${alpha}?model=${encodeURIComponent("deepseek/deepseek-chat-v3.1:free")}`);
    await e2e.chatMessages(page).getByText("Echo: Alpha question").waitFor();
    await page.getByRole("button", { name: /^Model DeepSeek V3\.1/ }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the conversation's model through a reload, and the next message goes to it (issue #27)", async () => {
    const page = await browser.newPage({ viewport: LAPTOP });
    const errors = e2e.pageErrors(page);
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await page.getByText("Current model:").waitFor();
    // Not the plan's default (Grok 4 Fast, the Starter plan's first model).
    await page.getByRole("button", { name: /^Model Grok 4 Fast/ }).click();
    await page
      .getByRole("dialog", { name: "Select Model" })
      .getByRole("button", { name: /^DeepSeek V3\.1/ })
      .click();
    await e2e.sendPrompt(page, "Gamma question");
    await e2e.chatMessages(page).getByText("Echo: Gamma question").waitFor();
    const gamma = await conversationIdInUrl(page);

    await page.reload();
    await e2e.chatMessages(page).getByText("Echo: Gamma question").waitFor();
    await page.getByRole("button", { name: /^Model DeepSeek V3\.1/ }).waitFor();
    await e2e.sendPrompt(page, "Gamma follow-up");
    await e2e.chatMessages(page).getByText("Echo: Gamma follow-up").waitFor();
    const lastReply = e2e.chatMessages(page).getByRole("article").last();
    await expect.poll(() => lastReply.getAttribute("aria-label")).toMatch(/^DeepSeek V3\.1/);
    expect(page.url()).toBe(`${baseUrl}/chat/${gamma}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("ends a reply whose conversation was deleted elsewhere with a clear message and a way to a new chat (issue #27)", async () => {
    const page = await browser.newPage({ viewport: LAPTOP, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    const { token } = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await e2e.startSlowReply(page);
    const id = await conversationIdInUrl(page);

    // Deleted from another tab (or a script) while the reply is being written.
    const deleted = await fetch(`${baseUrl}/api/chat/conversation/${id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    const message = e2e.chatMessages(page).getByRole("alert").filter({
      hasText: "This conversation was deleted, so the reply was not saved.",
    });
    await message.waitFor();
    // No Retry of something that no longer exists, and an address that does not promise it either.
    expect(await message.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await page.waitForURL(`${baseUrl}/chat`);
    await e2e.screenshotSizes(page, "chat-conversation-deleted", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "a reply whose conversation was deleted");

    await message.getByRole("button", { name: "New Chat" }).click();
    await page.getByText("Start a conversation with our AI models.").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a clear 'not found' for an unknown id and for someone else's conversation", async () => {
    const owner = await browser.newPage({ viewport: LAPTOP });
    const { token } = await e2e.signUpThroughApi(baseUrl, mailboxUrl, owner);
    const theirs = await startConversation(token, "A private matter");
    await owner.close();

    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    for (const id of ["0190d5a2-7c3e-7000-8000-000000000000", theirs]) {
      await page.goto(`${baseUrl}/chat/${id}`);
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      expect(await page.getByText("A private matter").count()).toBe(0);
      expect(await page.getByText("Failed to load conversation").count()).toBe(0);
    }
    await e2e.screenshotSizes(page, "chat-conversation-not-found");
    await page.getByRole("link", { name: "Start a new chat" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    await page.getByText("Start a conversation with our AI models.").waitFor();
    await page.close();
  });
});

describe("the history sidebar in Chromium", () => {
  it("sits beside the chat on desktops under day and month headings, collapses and remembers it", async () => {
    const page = await browser.newPage({ viewport: LAPTOP });
    const { token } = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    // The server stamps every conversation now; older ones are aged on their way to the page (newest first, as it sends them).
    const ages: Record<string, number> = {
      "Planning the garden": 0,
      "Yesterday's recipe ideas": 1,
      "Trip to Jaipur": 4,
      "Quarterly report outline": 18,
      "Learning the sitar": 75,
    };
    for (const title of Object.keys(ages).reverse()) await startConversation(token, title);
    await page.route(
      (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("chat.history"),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Array<{
          result?: { data?: { conversations?: Array<{ title: string; updatedAt: string }> } };
        }>;
        for (const entry of body) {
          for (const conversation of entry.result?.data?.conversations ?? []) {
            const days = ages[conversation.title] ?? 0;
            conversation.updatedAt = new Date(Date.parse(conversation.updatedAt) - days * 86_400_000).toISOString();
          }
        }
        await route.fulfill({ response, json: body });
      },
    );

    await page.goto(`${baseUrl}/chat`);
    const headings = sidebar(page).getByRole("heading", { level: 3 });
    // The Projects section (issue #33) heads the sidebar, above the dated history.
    await expect.poll(() => headings.allTextContents()).toHaveLength(6);
    const oldest = await page.evaluate(() =>
      new Date(Date.now() - 75 * 86_400_000).toLocaleDateString("en-US", {
        month: "long",
        year: "numeric",
      }),
    );
    expect(await headings.allTextContents()).toEqual([
      "Projects",
      "Today",
      "Yesterday",
      "Previous 7 days",
      "Previous 30 days",
      oldest,
    ]);
    await conversationLink(page, /Trip to Jaipur/).click();
    await e2e.chatMessages(page).getByText("Echo: Trip to Jaipur").waitFor();
    await expect.poll(() => conversationLink(page, /Trip to Jaipur/).getAttribute("aria-current")).toBe("page");
    await e2e.screenshot(page, "chat-history-sidebar-laptop");
    await e2e.screenshotSizes(page, "chat-history-sidebar");

    // Search narrows the list, headings and all.
    await sidebar(page).getByRole("searchbox", { name: "Search conversations" }).fill("sitar");
    await expect.poll(() => headings.allTextContents()).toEqual(["Projects", oldest]);
    await sidebar(page).getByRole("searchbox", { name: "Search conversations" }).fill("");
    await expect.poll(() => headings.allTextContents()).toHaveLength(6);

    // Collapsed from its own button, brought back from the header's; the choice survives a reload.
    await sidebar(page).getByRole("button", { name: "Close chat history" }).click();
    await sidebar(page).waitFor({ state: "hidden" });
    const reopen = page.getByRole("banner").getByRole("button", { name: "Open chat history" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Open chat history");
    await e2e.screenshot(page, "chat-history-collapsed-laptop");
    await page.reload();
    await e2e.chatMessages(page).getByText("Echo: Trip to Jaipur").waitFor();
    expect(await sidebar(page).isVisible()).toBe(false);
    await reopen.click();
    await sidebar(page).waitFor();
    await sidebar(page).getByRole("button", { name: "Close chat history" }).click();
    await sidebar(page).waitFor({ state: "hidden" });

    // The menu's Chat History works on every size: here it expands the sidebar, ready to search.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Chat menu" }).getByRole("button", { name: "Chat History" }).click();
    await sidebar(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("chat-history-search");
    await page.reload();
    await sidebar(page).waitFor();

    // Deleting the open conversation leaves its address for a new chat.
    await conversationLink(page, /Trip to Jaipur/).hover();
    await sidebar(page).getByRole("button", { name: "Delete Trip to Jaipur" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    await page.getByText("Start a conversation with our AI models.").waitFor();
    await expect.poll(() => conversationLink(page, /Trip to Jaipur/).count()).toBe(0);
    await page.close();
  });

  it("stays a drawer on phones, opened from the menu", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await e2e.sendPrompt(page, "Phone question");
    await e2e.chatMessages(page).getByText("Echo: Phone question").waitFor();
    const id = await conversationIdInUrl(page);
    expect(await sidebar(page).isVisible()).toBe(false);

    const openDrawer = async () => {
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("navigation", { name: "Chat menu" }).getByRole("button", { name: "Chat History" }).click();
      await sidebar(page).waitFor();
    };
    await openDrawer();
    await conversationLink(page, /Phone question/).waitFor();
    await e2e.screenshot(page, "chat-history-drawer-phone", { fullPage: false });

    // A new chat from the drawer closes it.
    await sidebar(page).getByRole("button", { name: "New chat" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    await sidebar(page).waitFor({ state: "hidden" });

    // Picking a conversation opens its address and closes the drawer.
    await openDrawer();
    await conversationLink(page, /Phone question/).click();
    await page.waitForURL(`${baseUrl}/chat/${id}`);
    await sidebar(page).waitFor({ state: "hidden" });
    await e2e.chatMessages(page).getByText("Echo: Phone question").waitFor();

    // Escape and the close button close it too.
    await openDrawer();
    await page.keyboard.press("Escape");
    await sidebar(page).waitFor({ state: "hidden" });
    await openDrawer();
    await sidebar(page).getByRole("button", { name: "Close chat history" }).click();
    await sidebar(page).waitFor({ state: "hidden" });
    await page.close();
  });
});
