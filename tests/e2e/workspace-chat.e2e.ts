// A chat billed to a workspace (issue #35, docs/product/workspaces.md#billing-context and #caps), as a member uses
// it: the seat is given in the database (buying seats and inviting are other journeys'), the sidebar's switch
// offers the workspace, a new chat billed there shows "Billed to {workspace}" above its messages, and once the
// member's daily cap is reached (set in the database and announced on the change bus, as the caps page does) the
// next question is refused with a message naming the workspace. Phone and desktop, English and Hindi, axe clean.
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();

const opened: Array<{ page: Page; errors: string[] }> = [];
afterEach(async () => {
  for (const { page, errors } of opened.splice(0)) {
    await page.close();
    expect(errors).toEqual([]);
  }
});

async function sql(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A workspace paid a month ahead, with the person as its only member. */
async function seatIn(userId: string, name: string) {
  const id = randomUUID();
  await sql(
    `insert into "Workspace" (id, name, "billingAddress", "billingState", "billingEmail", seats, period, "paidUntil", "updatedAt")
     values ($1, $2, '12 MG Road, Bengaluru', '29', 'billing@acme.test', 5, 'monthly',
             (now() at time zone 'utc') + interval '30 days', now() at time zone 'utc')`,
    [id, name],
  );
  await sql(`insert into "WorkspaceMember" ("workspaceId", "userId", role) values ($1, $2, 'owner')`, [id, userId]);
  return id;
}

/** Sets the member's daily cap to what they used today, and tells every instance (the change bus's message). */
async function capReached(workspaceId: string, userId: string) {
  await sql(
    `update "WorkspaceMember" set "dailyCap" = (select coalesce(sum(used), 0) from "WorkspaceUsageDay"
                                                where "workspaceId" = $1 and "userId" = $2)
     where "workspaceId" = $1 and "userId" = $2`,
    [workspaceId, userId],
  );
  const message = JSON.stringify({ origin: "e2e-caps", changes: [["workspace", workspaceId]] });
  await sql("select pg_notify('nexgen_changes', $1)", [message]);
}

async function signedIn({ hindi = false } = {}) {
  const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, reducedMotion: "reduce", bypassCSP: true });
  opened.push({ page, errors: e2e.pageErrors(page) });
  if (hindi) await chooseHindi(page, baseUrl);
  const person = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
  return { page, person };
}

/** Sends with Enter once the chat is ready, by the input's and button's names in the page's language. */
async function send(page: Page, text: string, names: { input: string; send: string }) {
  await page.getByRole("textbox", { name: names.input, exact: true }).fill(text);
  await expect
    .poll(() => page.getByRole("button", { name: names.send, exact: true }).isEnabled(), { timeout: 15_000 })
    .toBe(true);
  await page.getByRole("textbox", { name: names.input, exact: true }).press("Enter");
}

describe("a chat billed to a workspace (issue #35)", () => {
  it("is chosen in the sidebar, shows whose it is, and names the workspace when its cap is reached", {
    timeout: 240_000,
  }, async () => {
    const { page, person } = await signedIn();
    const workspace = "Acme Analytics Pvt Ltd";
    const workspaceId = await seatIn(person._id, workspace);
    await page.goto(`${baseUrl}/chat`);
    const billTo = page.getByRole("combobox", { name: "Bill new chats to" });
    await billTo.selectOption({ label: workspace });
    await e2e.screenshotSizes(page, "workspace-chat-switch");
    await e2e.expectNoAxeViolations(page, "the chat with the billing switch");

    await e2e.sendPrompt(page, "hello team");
    await e2e.chatMessages(page).getByText("Echo: hello team").waitFor();
    await e2e.chatMessages(page).getByText(`Billed to ${workspace}`).waitFor();
    await e2e.screenshotSizes(page, "workspace-chat-billed");
    await e2e.expectNoAxeViolations(page, "a conversation billed to a workspace");

    await capReached(workspaceId, person._id);
    await e2e.sendPrompt(page, "one more");
    await page.getByText(`Your daily cap in ${workspace} is`, { exact: false }).first().waitFor({ timeout: 15_000 });
    await e2e.screenshotSizes(page, "workspace-chat-cap");
    await e2e.expectNoAxeViolations(page, "a workspace's cap reached");

    // The switch is remembered for the next new chat.
    await page.goto(`${baseUrl}/chat`);
    await expect
      .poll(() => billTo.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe(workspace);
  });

  it("reads in Hindi", { timeout: 240_000 }, async () => {
    const { page, person } = await signedIn({ hindi: true });
    const workspace = "Kaveri Logistics";
    const workspaceId = await seatIn(person._id, workspace);
    await page.goto(`${baseUrl}/chat`);
    await expectHindi(page);
    await page.getByRole("combobox", { name: "नई चैट का खर्च किसके खाते में" }).selectOption({ label: workspace });
    const names = { input: "संदेश", send: "भेजें" };
    await send(page, "namaste team", names);
    await page.getByRole("main").getByText("Echo: namaste team").waitFor();
    await page.getByRole("main").getByText(`${workspace} के खाते में`).waitFor();
    await screenshotHindi(page, "workspace-chat-billed");
    await e2e.expectNoAxeViolations(page, "a conversation billed to a workspace, in Hindi");

    await capReached(workspaceId, person._id);
    await send(page, "one more", names);
    await page.getByText(`${workspace} में आपकी दैनिक सीमा`, { exact: false }).first().waitFor({ timeout: 15_000 });
    await screenshotHindi(page, "workspace-chat-cap");
    await e2e.expectNoAxeViolations(page, "a workspace's cap reached, in Hindi");
  });
});
