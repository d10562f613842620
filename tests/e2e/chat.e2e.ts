import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

/** An admin call, as the admin screens make it (the administrator the e2e server creates). */
async function asAdmin(path: string, input: unknown, method = "POST") {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "Harbour-Lantern-2026!" }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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

  it("fits the phone header with four-digit credits: nothing overlaps, the model's name whole (issue #27)", async () => {
    // bypassCSP: axe's source goes in as an inline script.
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    // Enterprise (its default model has the catalogue's longest default name) with bonus credits on top: 9,500 a day.
    await asAdmin(
      `/api/users/${person._id}`,
      {
        name: person.name,
        username: person.username,
        email: person.email,
        role: "enterprise",
      },
      "PUT",
    );
    await asAdmin("/trpc/admin.usage.grant", { userId: person._id, credits: 8000, standing: true });
    await page.evaluate(() => localStorage.setItem("userRole", "enterprise"));
    await page.goto(`${baseUrl}/chat`);
    const credits = page.getByTitle(/^9500 of 9500 credits left today/);
    await credits.waitFor();
    const model = page.getByRole("button", { name: /^Model Qwen3 235B A22B/ });
    await model.waitFor();

    // The default model, and the catalogue's longest name, at a common phone width and the narrowest.
    for (const modelName of ["Qwen3 235B A22B", "Dolphin3.0 Mistral 24B"]) {
      if (modelName !== "Qwen3 235B A22B") {
        await page.getByRole("button", { name: /^Model / }).click();
        await page
          .getByRole("dialog", { name: "Select Model" })
          .getByRole("button", { name: new RegExp(`^${modelName.replace(/\./g, "\\.")}`) })
          .click();
      }
      const picker = page.getByRole("button", { name: new RegExp(`^Model ${modelName.replace(/\./g, "\\.")}`) });
      await picker.waitFor();
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 740 });
        const at = `${modelName} at ${width} px`;
        const boxes = {
          menu: await page.getByRole("button", { name: "Menu", exact: true }).boundingBox(),
          // The mark itself: the link around it may shrink below it.
          logo: await page.getByRole("link", { name: /home$/ }).locator("span").first().boundingBox(),
          credits: await credits.boundingBox(),
          model: await picker.boundingBox(),
          newChat: await page.getByRole("button", { name: "New Chat", exact: true }).boundingBox(),
        };
        const entries = Object.entries(boxes) as Array<[string, Box | null]>;
        for (const [name, box] of entries) {
          expect(box, `${name}, ${at}`).not.toBeNull();
          // On the screen, not pushed off its edge.
          expect((box as Box).x, `${name}, ${at}`).toBeGreaterThanOrEqual(0);
          expect((box as Box).x + (box as Box).width, `${name}, ${at}`).toBeLessThanOrEqual(width);
        }
        for (const [index, [name, box]] of entries.entries())
          for (const [other, otherBox] of entries.slice(index + 1))
            expect(overlap(box as Box, otherBox as Box), `${name} and ${other}, ${at}`).toBe(false);
        // The model's whole name, not cut to "Qwen3 …": nothing of it hidden across or down.
        const name = picker.getByText(modelName, { exact: true });
        expect(
          await name.evaluate(
            (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
          ),
          at,
        ).toBe(true);
      }
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await e2e.screenshot(page, "chat-header-credits-phone", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the chat header at 360 px with four-digit credits");
    await page.setViewportSize(e2e.VIEWPORTS.desktop);
    await e2e.screenshot(page, "chat-header-credits-desktop", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the chat header on a desktop with four-digit credits");
    await page.close();
  });

  it("says politely while it waits for the network, offline or reconnecting, and not once it is back (issue #27)", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await page.goto(`${baseUrl}/chat`);
    await page.getByText("Current model:").waitFor();
    const offline = page
      .getByRole("status")
      .filter({ hasText: "You're offline. We'll reconnect when the network is back." });
    const reconnecting = page.getByRole("status").filter({ hasText: "Reconnecting…" });
    expect(await offline.count()).toBe(0);

    await page.context().setOffline(true);
    await offline.waitFor();
    await e2e.screenshotSizes(page, "chat-offline", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the chat while offline");
    await page.context().setOffline(false);
    await offline.waitFor({ state: "detached" });

    // Mid-reply: the network goes; when it is back the reply is read again, "Reconnecting…" until it flows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes("chat.follow"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await e2e.startSlowReply(page);
    await page.context().setOffline(true);
    await offline.waitFor();
    await page.context().setOffline(false);
    await reconnecting.waitFor();
    expect(await offline.count()).toBe(0);
    await e2e.screenshotSizes(page, "chat-reconnecting", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "the chat while reconnecting");
    release();
    await e2e
      .chatMessages(page)
      .getByText(/\bword59\b/)
      .waitFor({ timeout: 30_000 });
    await reconnecting.waitFor({ state: "detached" });
    expect(await offline.count()).toBe(0);
    expect(errors).toEqual([]);
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
