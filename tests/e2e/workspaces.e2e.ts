// Workspaces (issue #35, docs/product/workspaces.md#screens), as people use them: an owner creates a workspace (a
// GSTIN with a wrong check character refused with the message, then the right one), gets 3 seats (written in the
// database: buying them is another part of the issue), invites a person by e-mail; the link from the mail opened
// signed out offers sign-in and sign-up with the address filled in; signed in as that person in a second browser
// context, they accept and the owner sees them among the members. Phone and desktop, English and Hindi, axe-checked.
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);
// Two browsers, two sign-ups and a mail each way: generous, since the journeys share a busy machine.
const LONG = 360_000;

/** Seats in force for a month, as a payment would leave them. */
async function giveSeats(workspaceId: string, seats: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update "Workspace" set seats = $2, "paidUntil" = now() + interval '30 days', period = 'monthly' where id = $1`,
      [workspaceId, seats],
    );
    // The server's seats read from memory are dropped as a payment's change would drop them (server/core/change-bus.ts).
    await client.query("select pg_notify('nexgen_changes', $1)", [
      JSON.stringify({ origin: "e2e", changes: [["workspace", workspaceId]] }),
    ]);
  } finally {
    await client.end();
  }
}

async function call(path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** The /invite/<token> path of the newest invitation mailed to `email`. */
async function invitationLink(email: string, since: number) {
  const mail = await e2e.latestMail(mailboxUrl, email, since);
  const path = /\/invite\/[A-Za-z0-9_-]{40,}/.exec(mail.text)?.[0];
  expect(path, mail.text).toBeTruthy();
  return { path: path as string, mail };
}

async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await e2e.screenshotSizes(page, name, { fullPage });
  await e2e.expectNoAxeViolations(page, name);
}

async function shootHindi(page: Page, name: string, { fullPage = true } = {}) {
  await screenshotHindi(page, name, { fullPage });
  await e2e.expectNoAxeViolations(page, `${name} (Hindi)`);
}

describe("workspaces in Chromium", () => {
  it(
    "creates a workspace, invites a person who accepts in another browser, and lists them (English)",
    async () => {
      const page = await newPage();
      const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await page.goto(`${baseUrl}/workspaces`);
      await page.getByText("You are not in any workspace yet.").waitFor();
      await shoot(page, "workspaces-empty");

      await page.getByRole("button", { name: "Create a workspace" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a workspace" });
      await dialog.getByRole("textbox", { name: "Company name" }).fill("Sahyadri Traders Pvt Ltd");
      await dialog.getByRole("textbox", { name: "GSTIN (optional)" }).fill("27AAPFU0939F1ZW");
      await dialog
        .getByRole("textbox", { name: "Billing address" })
        .fill("4th floor, Kalpataru Point, Sion, Mumbai 400022");
      await dialog.getByRole("combobox", { name: "Billing state (place of supply)" }).selectOption("27");
      await dialog.getByRole("textbox", { name: "Billing e-mail" }).fill("accounts@sahyadri.example");
      await dialog.getByRole("button", { name: "Create workspace" }).click();
      await dialog.getByText("This GSTIN's last character does not match the others").waitFor();
      await shoot(page, "workspaces-create-gstin-refused", { fullPage: false });
      await dialog.getByRole("textbox", { name: "GSTIN (optional)" }).fill("27AAPFU0939F1ZV");
      await dialog.getByRole("button", { name: "Create workspace" }).click();
      await page.waitForURL(/\/workspaces\/[^/]+\/members$/);
      const workspaceId = page.url().split("/").at(-2) ?? "";

      await giveSeats(workspaceId, 3);
      await page.reload();
      await page.getByText("2 seats free of 3").waitFor();
      await expect
        .poll(() => page.getByRole("navigation", { name: "Workspace sections" }).getByRole("link").count())
        .toBe(5);

      // The invitee has an account already, in a browser of their own.
      const inviteePage = await newPage();
      const invitee = await e2e.signUpThroughApi(baseUrl, mailboxUrl, inviteePage);
      const before = await e2e.mailCount(mailboxUrl);
      await page.getByRole("button", { name: "Invite a person" }).click();
      const invite = page.getByRole("dialog", { name: "Invite a person" });
      await invite.getByRole("textbox", { name: "E-mail address" }).fill(invitee.email);
      await invite.getByRole("button", { name: "Send invitation" }).click();
      await invite.getByText(`Invitation sent to ${invitee.email}.`).waitFor();
      await invite.getByRole("button", { name: "Close", exact: true }).click();
      await page.getByRole("cell", { name: invitee.email, exact: true }).waitFor();
      await shoot(page, "workspaces-members-pending");
      const { path, mail } = await invitationLink(invitee.email, before);
      expect(mail.subject).toContain("invited you to Sahyadri Traders Pvt Ltd");

      // Signed out, the link offers sign-in and sign-up with the invited address filled in.
      const outsider = await newPage();
      await outsider.goto(`${baseUrl}${path}`);
      await outsider.getByRole("heading", { name: "Join Sahyadri Traders Pvt Ltd" }).waitFor();
      await shoot(outsider, "workspaces-invitation-signed-out");
      await outsider.getByRole("link", { name: "Create an account" }).click();
      await outsider.waitForURL(/\/login\?/);
      expect(await e2e.field(outsider, "Email").inputValue()).toBe(invitee.email);
      expect(new URL(outsider.url()).searchParams.get("next")).toBe(path);

      await inviteePage.goto(`${baseUrl}${path}`);
      await inviteePage.getByRole("button", { name: "Accept and join" }).click();
      await inviteePage.getByText("You are now a member of Sahyadri Traders Pvt Ltd.").waitFor();
      await shoot(inviteePage, "workspaces-invitation-accepted");
      await inviteePage.getByRole("link", { name: "Open the workspace" }).click();
      await inviteePage.getByText(/The workspace has 2 members/).waitFor();
      expect(await inviteePage.getByRole("navigation", { name: "Workspace sections" }).getByRole("link").count()).toBe(
        2,
      );
      // Members have no settings tab: they leave from here.
      await inviteePage.getByRole("button", { name: "Leave Sahyadri Traders Pvt Ltd" }).waitFor();
      await shoot(inviteePage, "workspaces-members-as-member");

      await page.reload();
      await page.getByRole("cell", { name: invitee.email, exact: true }).waitFor();
      await page.getByText("No pending invitations.").waitFor();
      await shoot(page, "workspaces-members");

      // The owner hands the workspace to the new member, asked first, and stays on as an admin.
      await page.getByRole("button", { name: /^Make owner: .+$/ }).click();
      const handing = page.getByRole("dialog", { name: /^Make .+ the owner\?$/ });
      await handing.getByText("You stay on as an admin, with your seat.", { exact: false }).waitFor();
      await shoot(page, "workspaces-transfer", { fullPage: false });
      await handing.getByRole("button", { name: "Make owner" }).click();
      await handing.waitFor({ state: "hidden" });
      await page.getByText("Your role: Admin").waitFor();
      await expect.poll(() => page.getByRole("cell", { name: "Owner", exact: true }).count()).toBe(1);
      await page.goto(`${baseUrl}/workspaces`);
      await page.getByRole("link", { name: "Sahyadri Traders Pvt Ltd" }).waitFor();
      await shoot(page, "workspaces-list");
      await page.goto(`${baseUrl}/workspaces/${workspaceId}/settings`);
      await page.getByRole("textbox", { name: "Company name" }).waitFor();
      await shoot(page, "workspaces-settings");
      expect(owner.email).not.toBe(invitee.email);
    },
    LONG,
  );

  it(
    "the same screens in Hindi: the list and create dialog, members with the invite dialog, the invitation accepted",
    async () => {
      const page = await newPage();
      await chooseHindi(page, baseUrl);
      const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
      await page.goto(`${baseUrl}/workspaces`);
      await expectHindi(page);
      await page.getByRole("button", { name: "वर्कस्पेस बनाएँ" }).click();
      await page.getByRole("dialog").getByRole("combobox").selectOption("29");
      await shootHindi(page, "workspaces-create", { fullPage: false });
      await page.getByRole("dialog").getByRole("button", { name: "रद्द करें" }).click();

      const workspace = await call("/api/workspaces", owner.token, {
        name: "कावेरी सॉफ़्टवेयर",
        billingAddress: "12 MG Road, Bengaluru 560001",
        billingState: "29",
        billingEmail: "accounts@kaveri.example",
      });
      await giveSeats(workspace.id, 3);
      const inviteePage = await newPage();
      await chooseHindi(inviteePage, baseUrl);
      const invitee = await e2e.signUpThroughApi(baseUrl, mailboxUrl, inviteePage);
      const before = await e2e.mailCount(mailboxUrl);
      await page.goto(`${baseUrl}/workspaces/${workspace.id}/members`);
      await page.getByRole("button", { name: "किसी को आमंत्रित करें" }).click();
      const invite = page.getByRole("dialog");
      await invite.getByRole("textbox").fill(invitee.email);
      await shootHindi(page, "workspaces-invite", { fullPage: false });
      await invite.getByRole("button", { name: "आमंत्रण भेजें" }).click();
      await invite.getByText(`${invitee.email} को आमंत्रण भेज दिया गया।`).waitFor();
      await invite.getByRole("button", { name: "बंद करें", exact: true }).click();
      await shootHindi(page, "workspaces-members-pending");

      const { path } = await invitationLink(invitee.email, before);
      await inviteePage.goto(`${baseUrl}${path}`);
      await inviteePage.getByRole("heading", { name: "कावेरी सॉफ़्टवेयर से जुड़ें" }).waitFor();
      await shootHindi(inviteePage, "workspaces-invitation");
      await inviteePage.getByRole("button", { name: "स्वीकार करें और जुड़ें" }).click();
      await inviteePage.getByText("अब आप कावेरी सॉफ़्टवेयर के सदस्य हैं।").waitFor();
      await page.reload();
      await page.getByRole("cell", { name: invitee.email, exact: true }).waitFor();
      await shootHindi(page, "workspaces-members");
      await page.goto(`${baseUrl}/workspaces`);
      await page.getByRole("link", { name: "कावेरी सॉफ़्टवेयर" }).waitFor();
      await shootHindi(page, "workspaces-list");
    },
    LONG,
  );
});
