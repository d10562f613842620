// Pins and archive in the history sidebar (issue #33, docs/product/screens.md): pin a conversation and see it
// on top, archive one and find it by search and in the Archived view, open it, unarchive it; by keyboard and
// pointer, in English on a desktop and in Hindi on a phone, each state shot at both sizes and checked by axe.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

const newPage = e2e.setupCheckedPages(browser);
const LONG = 150_000;

async function openPage({ hindi }: { hindi: boolean }) {
  const page = await newPage();
  if (hindi) await chooseHindi(page, baseUrl);
  const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  await e2e.startConversations(baseUrl, person.token, ["Monsoon haiku", "Dosa recipe", "Train to Pune"]);
  return page;
}

/** The conversations' titles in the sidebar, top to bottom (a title's line also holds the Archived mark). */
const titles = (page: Page, sidebarName: string) =>
  page
    .getByRole("complementary", { name: sidebarName })
    .getByRole("navigation")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.querySelector("span > span")?.textContent ?? ""));

/** `{name}-phone.png` and `{name}-desktop.png` with the history showing (on a phone: the drawer, opened from the menu), then axe. */
async function shoot(page: Page, name: string) {
  await e2e.screenshotSizes(page, name, {
    fullPage: false,
    check: async (size) => {
      const sidebar = page.getByRole("complementary", { name: "Chat History" });
      if (size !== "phone" || (await sidebar.isVisible())) return;
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.getByRole("button", { name: "Chat History", exact: true }).click();
      await sidebar.getByRole("searchbox").waitFor();
    },
  });
  await e2e.expectNoAxeViolations(page, name);
}

describe("pins and archive in Chromium", () => {
  it(
    "pins one on top, archives one, finds it by search and in the Archived view, opens it, unarchives it (English)",
    async () => {
      const page = await openPage({ hindi: false });
      await page.goto(`${baseUrl}/chat`);
      const sidebar = page.getByRole("complementary", { name: "Chat History" });
      await sidebar.getByRole("link", { name: /Monsoon haiku/ }).waitFor();
      expect(await titles(page, "Chat History")).toEqual(["Train to Pune", "Dosa recipe", "Monsoon haiku"]);

      // By keyboard: the Pin button is reachable and works with Enter.
      const pin = sidebar.getByRole("button", { name: "Pin Monsoon haiku" });
      await pin.focus();
      await pin.press("Enter");
      await sidebar.getByRole("heading", { name: "Pinned" }).waitFor();
      await sidebar.getByRole("button", { name: "Unpin Monsoon haiku" }).waitFor();
      // The focus followed the conversation to its new place: Enter again would unpin it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Unpin Monsoon haiku");
      expect(await titles(page, "Chat History")).toEqual(["Monsoon haiku", "Train to Pune", "Dosa recipe"]);
      await shoot(page, "chat-pins-pinned");

      // With a mouse, the four icons show over the end of the date line of the row pointed at, and the line
      // keeps one line whether they show or not (the date and the message count side by side).
      await page.setViewportSize(e2e.VIEWPORTS.desktop);
      const row = sidebar.getByRole("listitem").filter({ hasText: "Train to Pune" });
      const oneLine = () =>
        row.getByText("2 messages").evaluate((count) => {
          const date = count.parentElement?.firstElementChild;
          return date ? Math.abs(date.getBoundingClientRect().top - count.getBoundingClientRect().top) < 4 : false;
        });
      expect(await oneLine()).toBe(true);
      await row.hover();
      const icons = row.getByRole("button", { name: "Pin Train to Pune" });
      await expect
        .poll(() => icons.evaluate((button) => getComputedStyle(button.parentElement as Element).opacity))
        .toBe("1");
      expect(await oneLine()).toBe(true);
      await page.screenshot({ path: path.join(e2e.SCREENSHOT_DIR, "chat-pins-hovered-desktop.png") });
      await page.mouse.move(900, 400);

      await sidebar.getByRole("button", { name: "Archive Dosa recipe" }).click();
      await expect.poll(() => titles(page, "Chat History")).toEqual(["Monsoon haiku", "Train to Pune"]);

      // The search still finds it, marked Archived; it opens, and a question can be asked in it.
      const search = sidebar.getByRole("searchbox", { name: "Search conversations" });
      await search.fill("dosa");
      const found = sidebar.getByRole("link", { name: /Dosa recipe/ });
      await found.waitFor();
      await expect.poll(() => found.innerText()).toContain("Archived");
      await shoot(page, "chat-pins-search-archived");
      await found.click();
      await e2e.chatMessages(page).getByText("Echo: Dosa recipe").waitFor();
      await e2e.sendPrompt(page, "More chutney");
      await e2e.chatMessages(page).getByText("Echo: More chutney").waitFor();
      await search.fill("");

      // The Archived view lists it; Unarchive puts it back in the history.
      await sidebar.getByRole("button", { name: "Archived chats" }).click();
      await sidebar.getByRole("heading", { name: "Archived chats" }).waitFor();
      await expect.poll(() => titles(page, "Chat History")).toEqual(["Dosa recipe"]);
      await shoot(page, "chat-pins-archived-view");
      await sidebar.getByRole("button", { name: "Unarchive Dosa recipe" }).click();
      await sidebar.getByText("No archived chats.", { exact: false }).waitFor();
      await sidebar.getByRole("button", { name: "Back to chat history" }).click();
      // It was asked in just now, so it is the newest below the pinned one.
      await expect.poll(() => titles(page, "Chat History")).toEqual(["Monsoon haiku", "Dosa recipe", "Train to Pune"]);

      await sidebar.getByRole("button", { name: "Unpin Monsoon haiku" }).click();
      await sidebar.getByRole("heading", { name: "Pinned" }).waitFor({ state: "detached" });
    },
    LONG,
  );

  it(
    "does the same in Hindi on a phone, in the history drawer",
    async () => {
      const page = await openPage({ hindi: true });
      await page.setViewportSize(e2e.VIEWPORTS.phone);
      await page.goto(`${baseUrl}/chat`);
      await expectHindi(page);
      await page.getByRole("button", { name: "मेन्यू", exact: true }).click();
      await page.getByRole("button", { name: "चैट इतिहास", exact: true }).click();
      const sidebar = page.getByRole("complementary", { name: "चैट इतिहास" });
      await sidebar.getByRole("link", { name: /Monsoon haiku/ }).waitFor();

      await sidebar.getByRole("button", { name: "Train to Pune पिन करें" }).click();
      await sidebar.getByRole("heading", { name: "पिन की गई" }).waitFor();
      expect(await titles(page, "चैट इतिहास")).toEqual(["Train to Pune", "Dosa recipe", "Monsoon haiku"]);
      await sidebar.getByRole("button", { name: "Monsoon haiku पिन करें" }).click();
      await expect.poll(() => titles(page, "चैट इतिहास")).toEqual(["Monsoon haiku", "Train to Pune", "Dosa recipe"]);
      await screenshotHindi(page, "chat-pins-pinned", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "pinned conversations in Hindi");

      await sidebar.getByRole("button", { name: "Dosa recipe संग्रह में रखें" }).click();
      await expect.poll(() => titles(page, "चैट इतिहास")).toEqual(["Monsoon haiku", "Train to Pune"]);
      await sidebar.getByRole("searchbox", { name: "बातचीत खोजें" }).fill("dosa");
      await expect.poll(() => sidebar.getByRole("link", { name: /Dosa recipe/ }).innerText()).toContain("संग्रहित");
      await screenshotHindi(page, "chat-pins-search-archived", { fullPage: false });
      await sidebar.getByRole("searchbox", { name: "बातचीत खोजें" }).fill("");

      await sidebar.getByRole("button", { name: "संग्रहित चैट" }).click();
      await sidebar.getByRole("heading", { name: "संग्रहित चैट" }).waitFor();
      await expect.poll(() => titles(page, "चैट इतिहास")).toEqual(["Dosa recipe"]);
      await screenshotHindi(page, "chat-pins-archived-view", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the Archived view in Hindi");
      await sidebar.getByRole("button", { name: "Dosa recipe संग्रह से निकालें" }).click();
      await sidebar.getByText("कोई संग्रहित चैट नहीं है।", { exact: false }).waitFor();
      await screenshotHindi(page, "chat-pins-archived-empty", { fullPage: false });
    },
    LONG,
  );
});
