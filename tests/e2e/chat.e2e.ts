import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("chat in Chromium", () => {
  it("sends a visitor without a token to the login (the prompt shows for 100 ms)", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await page.goto(`${baseUrl}/chat`);
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it("preselects an allowed ?model=, falls back for a locked one and shows the upgrade hint", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("deepseek/deepseek-chat-v3.1:free")}`);
    await page.getByText("Current model:").waitFor();
    await page.getByRole("button", { name: /^Model DeepSeek V3\.1/ }).waitFor();

    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`);
    await page.getByRole("button", { name: /^Model Grok 4 Fast/ }).waitFor();
    // Not a silent switch: the chat says which plan the requested model needs, with the way there.
    const notice = page.getByRole("status").filter({ hasText: "Kimi Dev 72B needs the Professional plan." });
    expect(await notice.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    await e2e.screenshotSizes(page, "chat-locked-model");
    await page.getByRole("button", { name: /^Model Grok 4 Fast/ }).click();
    await page.getByText("Select Model").waitFor();
    // Other journeys may have added models: count from the catalogue the server serves.
    const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as { models: Array<{ tier: string }> };
    const inTier = (tier: string) => models.filter((model) => model.tier === tier).length;
    expect(await page.getByText(/^Needs the Professional plan\./).count()).toBe(inTier("professional"));
    expect(await page.getByText(/^Needs the Enterprise plan\./).count()).toBe(inTier("enterprise"));
    await e2e.screenshotSizes(page, "chat-model-selector");
    await page.getByRole("button", { name: "Close model selector" }).click();
    await page.close();
  });

  it("streams a reply, then renames and deletes the conversation", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone });
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    const input = e2e.promptInput(page);
    await page.getByText("Current model:").waitFor();
    await e2e.screenshotSizes(page, "chat-welcome");
    await e2e.sendPrompt(page, "Hello from the browser");
    await e2e.chatMessages(page).getByText("Echo: Hello from the browser").waitFor();
    expect(await page.getByText("You", { exact: true }).count()).toBeGreaterThan(0);
    await e2e.screenshotSizes(page, "chat-reply");

    // A slow reply streams in word by word; Stop ends it and keeps what arrived.
    await input.fill("slow please");
    await input.press("Enter");
    await e2e.chatMessages(page).getByText("word2").waitFor();
    await page.getByRole("button", { name: /^Stop/ }).click();
    await page.getByText("Stopped").first().waitFor();
    expect(await e2e.chatMessages(page).getByText("word19").count()).toBe(0);

    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("button", { name: "Chat History" })
      .or(page.getByRole("link", { name: "Chat History" }))
      .first()
      .click();
    await page.getByRole("button", { name: /^Rename Hello from the browser/ }).click();
    const title = page.getByRole("textbox").filter({ hasNot: input }).first();
    await title.fill("Greetings test");
    await title.press("Enter");
    await page.getByText("Greetings test").first().waitFor();
    await e2e.screenshotSizes(page, "chat-history");

    await page.getByRole("button", { name: /^Delete Greetings test/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).waitFor();
    await e2e.screenshotSizes(page, "chat-delete-dialog", { fullPage: false });
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("No chat history available").waitFor();
    await page.close();
  });
});
