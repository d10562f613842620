import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type OidcProvider, startOidcProvider } from "../helpers/oidc-provider";
import * as e2e from "./browser";
import { api } from "./customers";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

// Single sign-on in Chromium (issue #35, docs/product/workspaces.md#single-sign-on): a manager verifies the
// company's domain and sets up its provider (oidc-provider on loopback), and a person at that domain signs in
// through it from the login page and lands in the chat.
const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();
const openPage = e2e.setupCheckedPages(browser);
const CLIENT = { clientId: "nexgen-ai", clientSecret: "nexgen-e2e-client-secret-0123456789" };
let idp: OidcProvider | undefined;
/** What the first journey set up, for the Hindi screens of the second. */
let made: { domain: string; workspaceId: string; workspaceName: string; token: string } | undefined;

afterAll(async () => {
  await idp?.close();
});

/** A workspace with paid seats and this person as its owner: what the workspaces helpers' screens make. */
async function workspaceOwnedBy(ownerId: string, name: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const id = randomUUID();
  await client.query(
    `insert into "Workspace" (id, name, "billingAddress", "billingState", "billingEmail", seats, period, "paidUntil", "updatedAt")
     values ($1, $2, '1 MG Road, Pune', '27', 'billing@acme.example', 5, 'monthly', now() + interval '30 days', now())`,
    [id, name],
  );
  await client.query(`insert into "WorkspaceMember" ("workspaceId", "userId", role) values ($1, $2, 'owner')`, [
    id,
    ownerId,
  ]);
  await client.end();
  return id;
}

describe("single sign-on in Chromium", () => {
  it("a manager verifies the domain and sets up the provider; a person signs in through it into the chat", async () => {
    const page = await openPage();
    const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const workspaceName = `Acme ${Date.now().toString(36)}`;
    const workspaceId = await workspaceOwnedBy(owner._id, workspaceName);
    const domain = `acme-${Date.now().toString(36)}.example`;
    const settings = await api(baseUrl, `/api/workspaces/${workspaceId}/sso`, owner.token);
    made = { domain, workspaceId, workspaceName, token: owner.token };
    idp = await startOidcProvider({ redirectUri: settings.redirectUri, clients: [CLIENT] });

    // The domain: added on the SSO tab, verified from the link e-mailed to an address at it.
    await page.goto(`${baseUrl}/workspaces/${workspaceId}/sso`);
    // Under the workspace's name, like its other tabs.
    await page.getByRole("heading", { name: workspaceName, level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Single sign-on", level: 2 }).waitFor();
    await e2e.field(page, "Domain").fill(domain);
    await page.getByRole("textbox", { name: /Address at the domain/ }).fill(`it@${domain}`);
    const before = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "Add and send the link" }).click();
    await page.getByText(`We sent a verification link to it@${domain}`).waitFor();
    const mail = await e2e.latestMail(mailboxUrl, `it@${domain}`, before);
    const link = /https?:\/\/\S+\/sso\/verify\/[\w-]+/.exec(mail.text)?.[0] ?? "";
    expect(link).toBeTruthy();
    await page.goto(`${baseUrl}${new URL(link).pathname}`);
    await e2e.screenshotSizes(page, "sso-verify-domain");
    await e2e.expectNoAxeViolations(page, "domain verification page");
    await page.getByRole("button", { name: "Verify the domain" }).click();
    await page.getByText(`${domain} is verified.`).waitFor();

    // The provider: issuer, client and secret, tested, and single sign-on required.
    await page.goto(`${baseUrl}/workspaces/${workspaceId}/sso`);
    await page.getByText("Verified", { exact: true }).waitFor();
    await e2e.field(page, "Issuer URL").fill(idp.issuer);
    await e2e.field(page, "Client ID").fill(CLIENT.clientId);
    await page.getByLabel(/^Client secret/).fill(CLIENT.clientSecret);
    await page.getByRole("checkbox", { name: "Require single sign-on" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Single sign-on settings saved.").waitFor();
    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByText(`Connected: ${idp.issuer}`, { exact: false }).waitFor();
    await e2e.screenshotSizes(page, "sso-settings");
    await e2e.expectNoAxeViolations(page, "single sign-on settings");

    // A person at the domain: the login page offers the workspace's sign-in, and the provider sends them to the chat.
    const login = `meera-${Date.now().toString(36)}`;
    const email = `meera.${Date.now().toString(36)}@${domain}`;
    idp.accounts.set(login, { sub: `sub-${login}`, email, email_verified: true, name: "Meera Iyer" });
    const person = await openPage();
    await person.goto(`${baseUrl}/login`);
    await e2e.field(person, "Email").fill(email);
    const sso = person.getByRole("link", { name: `Continue with single sign-on (${workspaceName})` });
    await sso.waitFor();
    await e2e.screenshotSizes(person, "sso-login");
    await e2e.expectNoAxeViolations(person, "login with single sign-on");
    // Required: the password is refused with a pointer to the button.
    await e2e.passwordField(person, "Password").fill("Tangerine-Otter-42");
    await person.getByRole("button", { name: "Login", exact: true }).click();
    await person.getByText(`${workspaceName} requires single sign-on for this address`, { exact: false }).waitFor();
    await sso.click();
    // The provider's own pages (not ours): its development login and consent forms.
    await person.locator('input[name="login"]').fill(login);
    await person.locator('input[name="password"]').fill("any");
    await person.locator('button[type="submit"]').click();
    await person.locator('button[type="submit"]').click();
    await person.waitForURL(/\/chat/, { timeout: 30_000 });
    await e2e.promptInput(person).waitFor();
    expect(await person.evaluate(() => localStorage.getItem("userEmail"))).toBe(email);
    expect(new URL(person.url()).hash).toBe("");
    await e2e.screenshotSizes(person, "sso-signed-in-chat");
  }, 300_000);

  it("shows why a sign-in failed, in English and Hindi", async () => {
    const page = await openPage();
    await page.goto(`${baseUrl}/sso/error?code=sso.noSeat&workspace=Acme`);
    await page.getByText("Acme has no free seat for you.", { exact: false }).waitFor();
    await e2e.screenshotSizes(page, "sso-error");
    await e2e.expectNoAxeViolations(page, "single sign-on error");
    const hindi = await openPage();
    await chooseHindi(hindi, baseUrl);
    await hindi.goto(`${baseUrl}/sso/error?code=sso.noSeat&workspace=Acme`);
    await expectHindi(hindi);
    await hindi.getByText("Acme में आपके लिए कोई खाली सीट नहीं है", { exact: false }).waitFor();
    await screenshotHindi(hindi, "sso-error");
    await e2e.expectNoAxeViolations(hindi, "single sign-on error in Hindi");
  }, 180_000);

  it("shows the SSO tab and the login page's button in Hindi", async () => {
    expect(made, "the first journey set up a workspace").toBeDefined();
    if (!made) return;
    const page = await openPage();
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/login`);
    await expectHindi(page);
    await e2e.field(page, "ईमेल").fill(`someone@${made.domain}`);
    await page.getByRole("link", { name: `सिंगल साइन-ऑन से जारी रखें (${made.workspaceName})` }).waitFor();
    await screenshotHindi(page, "sso-login");
    await e2e.expectNoAxeViolations(page, "login with single sign-on in Hindi");
    await page.evaluate((token) => localStorage.setItem("token", token), made.token);
    await page.goto(`${baseUrl}/workspaces/${made.workspaceId}/sso`);
    await page.getByRole("heading", { name: made.workspaceName, level: 1 }).waitFor();
    await page.getByRole("heading", { name: "सिंगल साइन-ऑन", level: 2 }).waitFor();
    await page.getByText("सत्यापित", { exact: true }).waitFor();
    await screenshotHindi(page, "sso-settings");
    await e2e.expectNoAxeViolations(page, "single sign-on settings in Hindi");

    // Removing the domain is asked first, since it ends single sign-on for its people at once.
    await page.getByRole("button", { name: `${made.domain} हटाएँ` }).click();
    const dialog = page.getByRole("dialog", { name: `${made.domain} हटाएँ?` });
    await dialog.getByText("सिंगल साइन-ऑन तुरंत बंद हो जाएगा", { exact: false }).waitFor();
    await screenshotHindi(page, "sso-remove-domain");
    await e2e.expectNoAxeViolations(page, "removing a domain in Hindi");
    await dialog.getByRole("button", { name: "डोमेन हटाएँ" }).click();
    await dialog.waitFor({ state: "hidden" });
    const domainName = made.domain;
    await expect.poll(() => page.getByText(domainName, { exact: true }).count()).toBe(0);
  }, 180_000);
});
