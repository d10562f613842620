// Importing conversations (issue #33, docs/product/import.md), as a person does it: in the profile's Your data
// tab they choose a small ChatGPT export (a zip), a project or none, press Import, and read the report when the
// job ends; the conversations are then in their chats. Importing the same zip again skips every one as
// imported already. Phone and desktop, English and Hindi, with no axe violation.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { smallChatGptExport, zipOf } from "../helpers/imports";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);

/** Runs `statement` on the app's database (what the journeys set up without a screen of theirs). */
async function sql(statement: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A project of the person's, written straight to the database (the projects screens are another slice's). */
async function projectOf(userId: string, name: string) {
  const id = randomUUID();
  await sql(`insert into "Project" (id, "userId", name, emoji, "updatedAt") values ($1, $2, $3, '🧳', now())`, [
    id,
    userId,
    name,
  ]);
  return id;
}

/** The export as the file picker hands it over. */
const exportFile = (tag: string) => ({
  name: "chatgpt-export.zip",
  mimeType: "application/zip",
  buffer: zipOf({ "conversations.json": JSON.stringify(smallChatGptExport(tag)) }),
});

async function openImport(page: Page, tab: string, heading: string) {
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole("tab", { name: tab }).click();
  await page.getByRole("heading", { name: heading }).waitFor();
}

describe("import conversations (issue #33)", () => {
  it("imports a small ChatGPT export into the chats, and a second time skips them all", async () => {
    const page = await newPage();
    await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await openImport(page, "Your data", "Import conversations");
    await page.getByText("None (your chats)").first().waitFor({ state: "attached" });
    await e2e.screenshotSizes(page, "profile-import");
    await e2e.expectNoAxeViolations(page, "the import form");

    // Nothing chosen: the form says so, before anything is sent.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("Choose a zip file to import", { exact: false }).waitFor();

    await page.locator('input[type="file"]').setInputFiles(exportFile("desk"));
    await page.getByText("chatgpt-export.zip").waitFor();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("2 conversations imported").waitFor({ timeout: 30_000 });
    await page.getByText("1 had no message with text").waitFor();
    await page.getByText("The skipped conversation").click();
    await page.getByText("Empty one").waitFor();
    await e2e.screenshotSizes(page, "profile-import-done");
    await e2e.expectNoAxeViolations(page, "the import's report");

    // The same file again: nothing new, each one said to be imported already.
    await page.locator('input[type="file"]').setInputFiles(exportFile("desk"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("No new conversations imported").waitFor({ timeout: 30_000 });
    await page.getByText("2 were imported already").waitFor();
    await e2e.screenshotSizes(page, "profile-import-again");

    // The report's link opens the chats, where the imported conversations are.
    await page.locator('input[type="file"]').setInputFiles(exportFile("link"));
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByRole("link", { name: "Open your chats" }).click({ timeout: 30_000 });
    await page.getByText("Trip to Goa link").first().waitFor();
    await page.getByText("Trip to Goa desk").first().waitFor();
    await e2e.screenshotSizes(page, "chat-imported");
    // An imported conversation opens as any other: the branch that was on screen, the reply's model named.
    await page.getByText("Trip to Goa desk").first().click();
    await e2e.chatMessages(page).getByText("Try the spice farms of Ponda desk").waitFor();
    expect(await e2e.chatMessages(page).getByText("Old answer about beaches").count()).toBe(0);
    await e2e.screenshotSizes(page, "chat-imported-conversation");
  });

  it("reads in Hindi, and puts the conversations in the project picked", async () => {
    const page = await newPage();
    await chooseHindi(page, baseUrl);
    const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    await projectOf(person._id, "यात्राएँ");
    await openImport(page, "आपका डेटा", "बातचीत इम्पोर्ट करें");
    await expectHindi(page);
    await page.getByRole("combobox", { name: "प्रोजेक्ट" }).selectOption({ label: "🧳 यात्राएँ" });
    await page.locator('input[type="file"]').setInputFiles(exportFile("hindi"));
    await screenshotHindi(page, "profile-import");
    await e2e.expectNoAxeViolations(page, "the import form in Hindi");
    await page.getByRole("button", { name: "इम्पोर्ट करें", exact: true }).click();
    await page.getByText("2 बातचीत इम्पोर्ट हुईं").waitFor({ timeout: 30_000 });
    await page.getByText("1 बातचीत में टेक्स्ट वाला कोई संदेश नहीं था").waitFor();
    await screenshotHindi(page, "profile-import-done");
    await e2e.expectNoAxeViolations(page, "the import's report in Hindi");

    const rows = await sql(
      `select p.name from "Conversation" c join "Project" p on p.id = c."projectId" where c."userId" = $1`,
      [person._id],
    );
    expect(rows.map((row) => row.name)).toEqual(["यात्राएँ", "यात्राएँ"]);
  });

  it("shows a working import's progress, and its report once it ends, without a reload", async () => {
    // A job held at "running" (no worker takes it: it was never queued), so the bar can be seen and shot.
    const page = await newPage();
    const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const id = randomUUID();
    await sql(
      `insert into "ImportJob" (id, "userId", source, "fileName", "storageKey", status, total, processed, imported, skipped)
       values ($1, $2, 'chatgpt', 'chatgpt-export.zip', $3, 'running', 1240, 475, 470, 5)`,
      [id, person._id, `import-${id}`],
    );
    await openImport(page, "Your data", "Import conversations");
    await page.getByText("475 of 1,240 conversations").waitFor();
    expect(await page.getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")).toBe("38");
    expect(await page.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    await e2e.screenshotSizes(page, "profile-import-progress");
    await e2e.expectNoAxeViolations(page, "an import in progress");

    const report = {
      reasons: { duplicate: 0, empty: 12, tooLong: 1, invalid: 0 },
      items: [{ title: "A very long research thread", reason: "tooLong" }],
    };
    await sql(
      `update "ImportJob" set status = 'done', processed = 1240, imported = 1227, skipped = 13, report = $2,
       "finishedAt" = now() where id = $1`,
      [id, JSON.stringify(report)],
    );
    await page.getByText("1,227 conversations imported").waitFor();
    await page.getByText("12 had no messages with text").waitFor();
    await page.getByText("1 was too long", { exact: false }).waitFor();
    // Only the first skipped ones are named; the rest are counted.
    await page.getByText("The 13 skipped conversations").click();
    await page.getByText("And 12 more.").waitFor();
    await e2e.screenshotSizes(page, "profile-import-report");
  });
});
