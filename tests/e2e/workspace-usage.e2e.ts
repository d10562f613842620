// A workspace's Usage tab (issue #35, docs/product/workspaces.md#caps and #usage-dashboard), in Chromium: a
// workspace with seats and use written to the database (buying seats and the chat's billing are other slices'),
// its owner sets the members' daily cap, the monthly cap and one member's own cap, reads the dashboard and
// downloads the CSV; the member sees only their own figures and the caps. Phone and desktop, English and Hindi,
// no axe violation.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usageDay } from "../../shared/allowance";
import { DAY_MS } from "../../shared/time";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);

/** Runs statements on the app's database (what the journey sets up without a screen of its own). */
async function sql(statements: Array<[string, unknown[]]>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const [text, values] of statements) await client.query(text, values);
  } finally {
    await client.end();
  }
}

type Person = Awaited<ReturnType<typeof e2e.signUpThroughApi>>;
const MEMBER_NAME = "Kiran Desai";

/** Signs `person` in on `page`'s origin, as the login form leaves a session. */
async function signIn(page: Page, person: Person) {
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", s._id);
    localStorage.setItem("userName", s.name);
    localStorage.setItem("userEmail", s.email);
    localStorage.setItem("userRole", s.role);
  }, person);
}

/** A conversation billed to the workspace with one question and one reply per entry, `daysAgo` back. */
function conversation(person: Person, workspaceId: string, replies: Array<[number, string, string, number]>) {
  const id = randomUUID();
  const statements: Array<[string, unknown[]]> = [
    [
      `insert into "Conversation" (id, "userId", title, "workspaceId", "updatedAt") values ($1, $2, 'Quarterly GST notes', $3, now())`,
      [id, person._id, workspaceId],
    ],
  ];
  for (const [daysAgo, model, modelName, credits] of replies)
    statements.push([
      `insert into "Message" (id, "conversationId", role, content, model, "modelName", "tokensIn", "tokensOut", credits,
                              plan, "createdAt")
       values ($1, $2, 'assistant', 'A private reply', $3, $4, 120, 480, $5, 'enterprise', now() - make_interval(days => $6))`,
      [randomUUID(), id, model, modelName, credits, daysAgo],
    ]);
  return statements;
}

async function workspaceWithUse(owner: Person, member: Person) {
  const id = randomUUID();
  const day = usageDay(new Date());
  await sql([
    [
      `insert into "Workspace" (id, name, "billingAddress", "billingState", "billingEmail", seats, period, "paidUntil", "updatedAt")
       values ($1, 'Sahyadri Textiles', '12 MG Road, Pune', '27', 'accounts@example.com', 5, 'monthly', $2, now())`,
      [id, new Date(Date.now() + 30 * DAY_MS)],
    ],
    // Both signed up as "Ravi Kumar": the member gets a name of their own.
    [`update "User" set name = $2 where id = $1`, [member._id, MEMBER_NAME]],
    [
      `insert into "WorkspaceMember" ("workspaceId", "userId", role) values ($1, $2, 'owner'), ($1, $3, 'member')`,
      [id, owner._id, member._id],
    ],
    ...conversation(owner, id, [
      [0, "x-ai/grok-4-fast:free", "Grok 4 Fast", 5],
      [2, "x-ai/grok-4-fast:free", "Grok 4 Fast", 5],
      [5, "moonshotai/kimi-dev-72b:free", "Kimi Dev 72B", 2],
    ]),
    ...conversation(member, id, [
      [0, "moonshotai/kimi-dev-72b:free", "Kimi Dev 72B", 2],
      [1, "x-ai/grok-4-fast:free", "Grok 4 Fast", 5],
      [3, "x-ai/grok-4-fast:free", "Grok 4 Fast", 5],
    ]),
    [
      `insert into "ApiUsage" (id, "userId", model, status, "tokensIn", "tokensOut", credits, plan, "workspaceId")
       values ($1, $2, 'x-ai/grok-4-fast:free', 'complete', 60, 240, 5, 'enterprise', $3)`,
      [randomUUID(), member._id, id],
    ],
    [
      `insert into "WorkspaceUsageDay" ("workspaceId", "userId", day, used) values ($1, $2, $4::date, 5), ($1, $3, $4::date, 12)`,
      [id, owner._id, member._id, day],
    ],
  ]);
  return id;
}

// The journeys are slow on a shared two-core machine: each has three minutes.
const JOURNEY_MS = 180_000;
let owner: Person;
let member: Person;
let usagePage: string;

describe("a workspace's Usage tab in Chromium", () => {
  it(
    "lets the owner set caps, read the use per member and model, and download it",
    async () => {
      const page = await newPage({ ...e2e.CHECKED_PAGE, acceptDownloads: true });
      member = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      const workspaceId = await workspaceWithUse(owner, member);
      usagePage = `${baseUrl}/workspaces/${workspaceId}/usage`;

      await page.goto(usagePage);
      await page.getByRole("heading", { name: "Sahyadri Textiles", level: 1 }).waitFor();
      await page.getByRole("navigation", { name: "Workspace sections" }).getByRole("link", { name: "Usage" }).waitFor();
      const members = page.getByRole("table", { name: /^Each member's use in the range/ });
      await members.getByText(member.email).waitFor();
      await page
        .getByRole("table", { name: /^Replies, tokens and credits per model/ })
        .getByText("Kimi Dev 72B")
        .waitFor();
      await page.getByRole("img", { name: /^Credits per day, last 30 days: 29 in total/ }).waitFor();

      // Caps: a clear message for a bad value, then the members' daily cap and the monthly cap.
      await e2e.field(page, "Daily cap per member").fill("-5");
      await page.getByRole("button", { name: "Save caps" }).click();
      await page.getByText("Daily cap per member cannot be negative").waitFor();
      await e2e.field(page, "Daily cap per member").fill("100");
      await e2e.field(page, "Monthly cap for the workspace").fill("5000");
      await page.getByRole("button", { name: "Save caps" }).click();
      await page.getByText("Caps saved.", { exact: false }).waitFor();
      await page.getByText("of a monthly cap of 5,000").waitFor();

      // The member's own cap, which their use today has reached.
      await page.getByRole("button", { name: `Change cap for ${MEMBER_NAME}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: "Daily cap" }).fill("12");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.getByText(/^Saved\./).waitFor();
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
      const memberRow = members.getByRole("row").filter({ hasText: member.email });
      await memberRow.getByText("12 (own)").waitFor();
      await memberRow.getByText("At cap").waitFor();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^workspace-usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path(), "utf8"))
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(csv[0]).toBe("Day,Name,Email,Model,Model name,Replies,API replies,Tokens in,Tokens out,Credits");
      expect(csv).toHaveLength(8);
      expect(csv.join("\n")).not.toContain("private reply");

      for (const [size, viewport] of Object.entries(e2e.PHONE_AND_LAPTOP)) {
        await page.setViewportSize(viewport);
        await e2e.expectNoAxeViolations(page, `the workspace's Usage tab at ${size} size`);
      }
      await page.setViewportSize(e2e.VIEWPORTS.desktop);
      await e2e.screenshotSizes(page, "workspace-usage");
      await chooseHindi(page, baseUrl);
      await page.reload();
      await expectHindi(page);
      await page.getByRole("button", { name: "सीमाएँ सहेजें" }).waitFor();
      await screenshotHindi(page, "workspace-usage");
    },
    JOURNEY_MS,
  );

  it(
    "shows a member their own figures and the caps, nobody else's",
    async () => {
      expect(usagePage, "the owner's journey sets the workspace up").toBeTruthy();
      const own = await newPage();
      await signIn(own, member);
      await own.goto(usagePage);
      await own.getByRole("heading", { name: "Your use" }).waitFor();
      await own.getByText("of your daily cap of 12").waitFor();
      await own.getByText("5,000").first().waitFor();
      expect(await own.getByText(owner.email).count()).toBe(0);
      expect(await own.getByRole("button", { name: "Save caps" }).count()).toBe(0);
      for (const [size, viewport] of Object.entries(e2e.PHONE_AND_LAPTOP)) {
        await own.setViewportSize(viewport);
        await e2e.expectNoAxeViolations(own, `a member's Usage tab at ${size} size`);
      }
      await own.setViewportSize(e2e.VIEWPORTS.desktop);
      await e2e.screenshotSizes(own, "workspace-usage-member");
      await chooseHindi(own, baseUrl);
      await own.reload();
      await expectHindi(own);
      await own.getByRole("heading", { name: "आपका इस्तेमाल" }).waitFor();
      await screenshotHindi(own, "workspace-usage-member");
    },
    JOURNEY_MS,
  );
});
