// Share links (issue #33, docs/product/sharing.md), as people use them: the owner shares a conversation from the
// chat, a reader opens the link signed out in a second browser context and sees the snapshot with the model's name
// and nothing of the owner; the owner removes the link and the page then says "This link was removed"; a new link,
// and a signed-in reader continues it in their own chats; the owner's Shared links tab lists both. Phone and
// desktop, English and Hindi, every screen checked by axe.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);
const LONG = 150_000;
const QUESTION = "Plan a weekend in Jaipur";

/** A signed-in owner with one conversation (made through the documented REST call), open in the chat. */
async function ownerWithConversation({ hindi, file }: { hindi: boolean; file?: { name: string; text: string } }) {
  const page = await newPage();
  if (hindi) await chooseHindi(page, baseUrl);
  const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  const auth = { authorization: `Bearer ${owner.token}` };
  const attachments: string[] = [];
  if (file) {
    const form = new FormData();
    form.append("file", new Blob([file.text], { type: "text/plain" }), file.name);
    const uploaded = await fetch(`${baseUrl}/api/files`, { method: "POST", headers: auth, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    attachments.push(((await uploaded.json()) as { id: string }).id);
  }
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify({ message: QUESTION, modelId: "x-ai/grok-4-fast:free", attachments }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const history = (await (
    await fetch(`${baseUrl}/api/chat/history`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { conversations: Array<{ id: string }> };
  const id = history.conversations[0]?.id ?? "";
  await page.goto(`${baseUrl}/chat/${id}`);
  await page.getByRole("main").getByText(QUESTION).first().waitFor();
  return { page, owner };
}

/** A reader in a browser context of their own: no session, nothing shared with the owner's. */
async function reader({ hindi }: { hindi: boolean }) {
  const page = await newPage();
  if (hindi) await chooseHindi(page, baseUrl);
  return page;
}

/** The dialog's link, once made: the whole address in its read-only field. */
async function linkIn(page: Page, label: string) {
  const field = page.getByRole("dialog").getByRole("textbox", { name: label });
  await field.waitFor();
  return field.inputValue();
}

async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await e2e.screenshotSizes(page, name, { fullPage });
  await e2e.expectNoAxeViolations(page, name);
}

describe("share links in Chromium", () => {
  it(
    "shares a conversation, reads it signed out, removes it, shares again and continues it in another person's chats (English)",
    async () => {
      const { page, owner } = await ownerWithConversation({ hindi: false });
      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Share conversation" });
      await dialog.getByRole("checkbox", { name: "Include files" }).waitFor();
      await shoot(page, "sharing-dialog", { fullPage: false });
      await dialog.getByRole("button", { name: "Create link" }).click();
      const url = await linkIn(page, "Share link");
      expect(url).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{24}$`));
      await dialog.getByText(/^Shared up to /).waitFor();
      await shoot(page, "sharing-dialog-link", { fullPage: false });

      // Signed out, in a second context: the snapshot, the model's name, nothing of the owner.
      const outsider = await reader({ hindi: false });
      await outsider.goto(url);
      await outsider.getByRole("heading", { level: 1, name: QUESTION }).waitFor();
      const messages = outsider.getByRole("region", { name: "Shared messages" });
      await messages.getByRole("article", { name: /^Question at / }).waitFor();
      await messages.getByRole("article", { name: /^Grok 4 Fast at / }).waitFor();
      const text = await outsider.evaluate(() => document.body.innerText);
      for (const secret of [owner.name, owner.email, owner.username]) expect(text).not.toContain(secret);
      expect(await outsider.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await outsider.getByRole("link", { name: "Sign up free" }).waitFor();
      await shoot(outsider, "sharing-page");

      // The owner removes it: the reader's next look says so.
      await dialog.getByRole("button", { name: "Remove link" }).click();
      await dialog.getByText(/^Link removed\./).waitFor();
      await dialog.getByRole("button", { name: "Create link" }).waitFor();
      await outsider.reload();
      await outsider.getByRole("heading", { level: 1, name: "This link was removed" }).waitFor();
      expect(await outsider.evaluate(() => document.body.innerText)).not.toContain(QUESTION);
      await shoot(outsider, "sharing-removed");

      // A new link, read by another signed-in person, who continues it in their own chats.
      await dialog.getByRole("button", { name: "Create link" }).click();
      const second = await linkIn(page, "Share link");
      expect(second).not.toBe(url);
      await dialog.getByRole("button", { name: "Done" }).click();
      const other = await reader({ hindi: false });
      await e2e.signUpThroughApi(baseUrl, mailboxUrl, other);
      await other.goto(second);
      await other.getByRole("button", { name: "Continue in my chats" }).waitFor();
      await shoot(other, "sharing-page-signed-in");
      await other.getByRole("button", { name: "Continue in my chats" }).click();
      await other.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      await e2e.chatMessages(other).getByText(QUESTION).first().waitFor();
      await e2e.promptInput(other).waitFor();
      await e2e.screenshotSizes(other, "sharing-continued", { fullPage: false });

      // The owner's profile lists both links: the removed one and the live one.
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole("tab", { name: "Shared links" }).click();
      const list = page.getByRole("region", { name: "Shared links" });
      await list.getByText(/^Removed /).waitFor();
      await list.getByText("Live", { exact: true }).waitFor();
      expect(await list.getByRole("listitem").count()).toBe(2);
      await shoot(page, "sharing-profile");
    },
    LONG,
  );

  it(
    "is shared from the menu on a phone, read and removed in Hindi",
    async () => {
      const { page } = await ownerWithConversation({ hindi: true });
      await page.setViewportSize(e2e.VIEWPORTS.phone);
      await expectHindi(page);
      await page.getByRole("button", { name: "मेन्यू", exact: true }).click();
      await page.getByRole("button", { name: "साझा करें", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "बातचीत साझा करें" });
      await dialog.getByRole("button", { name: "लिंक बनाएँ" }).click();
      const url = await linkIn(page, "साझा लिंक");
      await screenshotHindi(page, "sharing-dialog-link", { fullPage: false });

      const outsider = await reader({ hindi: true });
      await outsider.goto(url);
      await outsider.getByRole("heading", { level: 1, name: QUESTION }).waitFor();
      await expectHindi(outsider);
      await outsider.getByRole("link", { name: "मुफ़्त साइन अप करें" }).waitFor();
      await screenshotHindi(outsider, "sharing-page");
      await e2e.expectNoAxeViolations(outsider, "sharing-page-hi");

      await dialog.getByRole("button", { name: "लिंक हटाएँ" }).click();
      await dialog.getByRole("button", { name: "लिंक बनाएँ" }).waitFor();
      await outsider.reload();
      await outsider.getByRole("heading", { level: 1, name: "यह लिंक हटा दिया गया है" }).waitFor();
      await screenshotHindi(outsider, "sharing-removed");
      await e2e.expectNoAxeViolations(outsider, "sharing-removed-hi");

      await page.goto(`${baseUrl}/profile`);
      await page.getByRole("tab", { name: "साझा लिंक" }).click();
      await page
        .getByRole("region", { name: "साझा लिंक" })
        .getByText(/को हटाया गया$/)
        .waitFor();
      await screenshotHindi(page, "sharing-profile");
      await e2e.expectNoAxeViolations(page, "sharing-profile-hi");
    },
    LONG,
  );

  it(
    "shows a question's files only while the owner includes them, through the link's own address",
    async () => {
      const notes = { name: "jaipur-notes.txt", text: "Amber Fort at sunrise; Hawa Mahal after lunch." };
      const { page } = await ownerWithConversation({ hindi: false, file: notes });
      await page.getByRole("button", { name: "Share", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Share conversation" });
      await dialog.getByRole("checkbox", { name: "Include files" }).check();
      await dialog.getByRole("button", { name: "Create link" }).click();
      const url = await linkIn(page, "Share link");

      const outsider = await reader({ hindi: false });
      await outsider.goto(url);
      const chip = outsider.getByRole("link", { name: new RegExp(notes.name) });
      await chip.waitFor();
      const href = (await chip.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/api\/share\/[A-Za-z0-9_-]{24}\/files\/1$/);
      const bytes = await fetch(`${baseUrl}${href}`);
      expect(bytes.status).toBe(200);
      expect(await bytes.text()).toBe(notes.text);
      await shoot(outsider, "sharing-page-files");

      // Without files, after an update: the chip is gone and its address no longer answers.
      await dialog.getByRole("checkbox", { name: "Include files" }).uncheck();
      await dialog.getByRole("button", { name: "Update snapshot" }).click();
      await dialog.getByText(/^Snapshot updated/).waitFor();
      await outsider.reload();
      await outsider.getByRole("heading", { level: 1, name: QUESTION }).waitFor();
      await outsider.getByRole("article", { name: /^Grok 4 Fast at / }).waitFor();
      expect(await outsider.getByRole("link", { name: new RegExp(notes.name) }).count()).toBe(0);
      expect((await fetch(`${baseUrl}${href}`)).status).toBe(404);
    },
    LONG,
  );
});
