// Projects (issue #33, docs/product/projects.md), as a person uses them: create one from the sidebar with an
// emoji, a colour and instructions, add a reference file in its settings, start a chat on its page (the fake
// OpenRouter answers "what-system" with the system messages it got: the project's instructions are there),
// move a conversation in from its menu and another by dragging it onto the project (desktop), search inside
// the project, delete it keeping its chats. English on a desktop, Hindi on a phone; every state shot at both sizes and checked by axe.
// The marks are symbols the test machine's fonts have (⚖, ✈): its Chromium has no colour-emoji font.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);
const LONG = 180_000;
// Lists refetch after a change: on a busy machine that can take longer than a poll's default second.
const POLL = { timeout: 15_000 };
const INSTRUCTIONS = "Quote the section of the CGST Act when it matters.";

/** The history sidebar, opened from the menu on a phone. */
async function sidebarOf(page: Page, name: string, menu: string) {
  const sidebar = page.getByRole("complementary", { name });
  if (!(await sidebar.isVisible())) {
    await page.getByRole("button", { name: menu, exact: true }).click();
    await page.getByRole("button", { name, exact: true }).click();
  }
  await sidebar.getByRole("searchbox").waitFor();
  return sidebar;
}

/** `{name}-phone.png` and `{name}-desktop.png` of the viewport, then axe. */
async function shoot(page: Page, name: string) {
  await e2e.screenshotSizes(page, name, { fullPage: false });
  await e2e.expectNoAxeViolations(page, name);
}

describe("projects in Chromium", () => {
  it(
    "creates a project with instructions and a file, chats in it, moves conversations in by menu and by drag, searches it (English)",
    async () => {
      const page = await newPage();
      const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await e2e.startConversations(baseUrl, person.token, ["Dosa recipe", "Train to Pune"]);
      await page.goto(`${baseUrl}/chat`);
      const sidebar = await sidebarOf(page, "Chat History", "Menu");
      await sidebar.getByRole("link", { name: /Train to Pune/ }).waitFor();

      // Create: name, emoji, colour, instructions.
      await sidebar.getByRole("button", { name: "New project" }).click();
      const create = page.getByRole("dialog", { name: "New project" });
      await create.getByRole("textbox", { name: "Name", exact: true }).fill("GST filings");
      await create.getByRole("textbox", { name: "Emoji", exact: true }).fill("⚖");
      await create.getByRole("radio", { name: "Amber" }).check();
      await create.getByRole("textbox", { name: "Instructions", exact: true }).fill(INSTRUCTIONS);
      await shoot(page, "projects-create");
      await create.getByRole("button", { name: "Create project" }).click();
      const view = page.getByRole("main", { name: "Chat" });
      await view.getByRole("heading", { name: "GST filings" }).waitFor();
      expect(new URL(page.url()).searchParams.get("project")).toBeTruthy();
      await view.getByText("Instructions set").waitFor();
      await shoot(page, "projects-page-empty");

      // A reference file, in the project's settings.
      await view.getByRole("button", { name: "Project settings" }).click();
      const settings = page.getByRole("dialog", { name: "Project settings" });
      await settings.locator('input[type="file"]').setInputFiles({
        name: "gst-rules.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("GSTR-3B is due on the 20th of the next month."),
      });
      await settings.getByText("gst-rules.txt").waitFor();
      // A rename is saved in place, and the dialog keeps saying so after the project refetches.
      await settings.getByRole("textbox", { name: "Instructions", exact: true }).fill(INSTRUCTIONS);
      await settings.getByRole("button", { name: "Save changes" }).click();
      await settings.getByText("Project saved.").waitFor();
      await settings.getByRole("button", { name: "Remove gst-rules.txt" }).scrollIntoViewIfNeeded();
      await shoot(page, "projects-settings");
      await settings.getByRole("button", { name: "Cancel" }).click();
      await view.getByText("1 reference file").waitFor();

      // A chat on the project's page starts inside it: its instructions go upstream after the person's own.
      await e2e.sendPrompt(page, "what-system");
      const reply = view.getByText(/^System: /);
      await reply.waitFor();
      const sent = await reply.innerText();
      expect(sent).toContain(INSTRUCTIONS);
      expect(sent).toContain("GSTR-3B is due on the 20th");
      await expect.poll(() => page.url(), POLL).toMatch(/\/chat\/[^/?]+/);
      const project = sidebar.getByRole("link", { name: /GST filings/ });
      await expect.poll(() => project.innerText(), POLL).toContain("1 chat");
      // The chat says which project it is in; New Chat from it starts the next one in the project too.
      await view.getByRole("link", { name: "In project: GST filings" }).waitFor();
      await shoot(page, "projects-chat");
      await page.getByRole("button", { name: "New Chat", exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("project"), POLL).toBeTruthy();
      await view.getByRole("heading", { name: "GST filings" }).waitFor();

      // Move by the conversation's menu.
      await sidebar.getByRole("button", { name: "Move Dosa recipe to a project" }).click();
      const move = page.getByRole("dialog", { name: "Move to project" });
      await move.getByRole("radio", { name: "GST filings" }).check();
      await shoot(page, "projects-move-dialog");
      await move.getByRole("button", { name: "Move", exact: true }).click();
      await expect.poll(() => project.innerText(), POLL).toContain("2 chats");
      await sidebar.getByRole("link", { name: /Dosa recipe/ }).waitFor({ state: "detached" });

      // Move by dragging the row onto the project (desktop).
      await sidebar.getByRole("listitem").filter({ hasText: "Train to Pune" }).dragTo(project);
      await sidebar.getByText("Moved to GST filings").waitFor();
      await expect.poll(() => project.innerText(), POLL).toContain("3 chats");
      await sidebar.getByRole("link", { name: /Train to Pune/ }).waitFor({ state: "detached" });

      // The project's page lists them, and its search looks only there.
      await project.click();
      const chats = view.getByRole("list").filter({ hasText: "Dosa recipe" });
      await chats.getByRole("link", { name: /Train to Pune/ }).waitFor();
      await shoot(page, "projects-page");
      await view.getByRole("searchbox", { name: "Search this project" }).fill("dosa");
      await expect.poll(() => chats.getByRole("link").count(), POLL).toBe(1);
      await shoot(page, "projects-search");

      // Delete the project, keeping its chats: they are back in the history.
      await view.getByRole("button", { name: "Project settings" }).click();
      await page
        .getByRole("dialog", { name: "Project settings" })
        .getByRole("button", { name: "Delete project" })
        .click();
      const remove = page.getByRole("dialog", { name: "Delete GST filings?" });
      expect(
        await remove.getByRole("radio", { name: "Keep them: move them back to the chat history" }).isChecked(),
      ).toBe(true);
      await shoot(page, "projects-delete");
      await remove.getByRole("button", { name: "Delete project" }).click();
      await expect.poll(() => new URL(page.url()).search, POLL).toBe("");
      await sidebar.getByRole("link", { name: /Dosa recipe/ }).waitFor();
      await sidebar.getByRole("link", { name: /GST filings/ }).waitFor({ state: "detached" });
    },
    LONG,
  );

  it(
    "creates a project and moves a conversation into it in Hindi, on a phone",
    async () => {
      const page = await newPage({ ...e2e.CHECKED_PAGE, viewport: e2e.VIEWPORTS.phone });
      await chooseHindi(page, baseUrl);
      const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await e2e.startConversations(baseUrl, person.token, ["Monsoon haiku"]);
      await page.goto(`${baseUrl}/chat`);
      await expectHindi(page);
      let sidebar = await sidebarOf(page, "चैट इतिहास", "मेन्यू");
      await sidebar.getByRole("button", { name: "नया प्रोजेक्ट" }).click();
      const create = page.getByRole("dialog", { name: "नया प्रोजेक्ट" });
      await create.getByRole("textbox", { name: "नाम", exact: true }).fill("यात्रा");
      await create.getByRole("textbox", { name: "इमोजी", exact: true }).fill("✈");
      await create.getByRole("radio", { name: "फ़िरोज़ी" }).check();
      await create.getByRole("textbox", { name: "निर्देश", exact: true }).fill("जवाब हिंदी में दें।");
      await screenshotHindi(page, "projects-create", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the new project dialog in Hindi");
      await create.getByRole("button", { name: "प्रोजेक्ट बनाएँ" }).click();
      const view = page.getByRole("main");
      await view.getByRole("heading", { name: "यात्रा" }).waitFor();
      await view.getByText("इस प्रोजेक्ट की चैट").waitFor();
      await screenshotHindi(page, "projects-page-empty", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the project's page in Hindi");

      sidebar = await sidebarOf(page, "चैट इतिहास", "मेन्यू");
      await sidebar.getByRole("button", { name: "Monsoon haiku को किसी प्रोजेक्ट में भेजें" }).click();
      const move = page.getByRole("dialog", { name: "प्रोजेक्ट में भेजें" });
      await move.getByRole("radio", { name: "यात्रा" }).check();
      await screenshotHindi(page, "projects-move-dialog", { fullPage: false });
      await e2e.expectNoAxeViolations(page, "the move dialog in Hindi");
      await move.getByRole("button", { name: "भेजें", exact: true }).click();
      await expect.poll(() => sidebar.getByRole("link", { name: /यात्रा/ }).innerText(), POLL).toContain("1 चैट");
      await sidebar.getByRole("link", { name: /यात्रा/ }).click();
      await view.getByRole("link", { name: /Monsoon haiku/ }).waitFor();
      await screenshotHindi(page, "projects-page", { fullPage: false });
    },
    LONG,
  );
});
