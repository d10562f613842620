import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

// One person's whole story through the UI alone (no API shortcuts), then the admin who looks after them.
describe("a visitor becomes a paying customer, and the admin sees it", () => {
  const person = e2e.newPerson("Anika Rao", "Copper-Kettle-58");

  it("signs up with the mailed code, chats, buys Professional, uses a professional model, renames, logs out", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const errors = e2e.pageErrors(page);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    // Sign up from the home page's call to action.
    await page.goto(baseUrl);
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await e2e.field(page, "Full Name").fill(person.name);
    await e2e.field(page, "Username").fill(person.username);
    await e2e.field(page, "Email").fill(person.email);
    await e2e.passwordField(page, "Password").fill(person.password);
    await e2e.passwordField(page, "Confirm Password").fill(person.password);
    const mailsBefore = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    const { code } = await e2e.latestMail(mailboxUrl, person.email, mailsBefore);
    await e2e.field(page, "Verification Code").fill(code ?? "");
    await page.getByRole("button", { name: "Verify & Create Account" }).click();
    await page.waitForURL(`${baseUrl}/`);

    // First chat on the free plan: the reply arrives word by word, not all at once.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    await e2e.sendPrompt(page, "a slow first question");
    await e2e.chatMessages(page).getByText("word1", { exact: false }).first().waitFor();
    expect(await e2e.chatMessages(page).getByText("word19", { exact: false }).count(), "still streaming").toBe(0);
    await e2e.chatMessages(page).getByText("word19", { exact: false }).first().waitFor();
    await e2e.screenshotSizes(page, "journey-first-chat");

    // Buy Professional through the (development) checkout.
    // The chat screen has its own frame (docs/product/screens.md): the site navigation is one page away.
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    await e2e.payInDevelopmentCheckout(page, "Buy Professional");
    // The purchase ends in the page (issue #14), never in a native alert.
    await page.getByRole("heading", { name: "You're on Professional — try Kimi Dev 72B" }).waitFor();
    expect(alerts).toEqual([]);

    // A professional model now answers.
    await page.goto(`${baseUrl}/chat?model=${encodeURIComponent("moonshotai/kimi-dev-72b:free")}`);
    await page.getByRole("button", { name: /^Model Kimi Dev 72B/ }).waitFor();
    await e2e.sendPrompt(page, "Professional question");
    await e2e.chatMessages(page).getByText("Echo: Professional question").waitFor();

    // Rename the first conversation from the history (behind the chat's menu).
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Chat menu" }).getByRole("button", { name: "Chat History" }).click();
    await page.getByRole("button", { name: /^Rename a slow first question/ }).click();
    const title = page
      .getByRole("textbox")
      .filter({ hasNot: e2e.promptInput(page) })
      .first();
    await title.fill("My first conversation");
    await title.press("Enter");
    await page.getByText("My first conversation").first().waitFor();
    await e2e.screenshotSizes(page, "journey-history-renamed");

    // Log out: the session ends on the server, not just in the browser.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    await page.getByRole("button", { name: "Close chat history" }).first().click();
    await page.getByRole("button", { name: "Menu" }).click();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("navigation", { name: "Chat menu" }).getByRole("button", { name: "Logout" }).click();
    await reloaded;
    await page.getByRole("link", { name: "Get Started" }).first().waitFor();
    const afterLogout = await fetch(`${baseUrl}/api/users/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(afterLogout.status).toBe(401);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin finds that customer, changes their role, and finds their payment", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    page.on("dialog", (dialog) => void dialog.accept());
    await e2e.logInAsAdmin(page, baseUrl);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).click();
    await page.getByPlaceholder("Search users...").fill(person.username);
    const row = page.getByRole("row").filter({ hasText: person.email });
    await row.getByText("Professional").first().waitFor();
    await page
      .getByRole("link", { name: `Edit ${person.name}` })
      .first()
      .click();
    await page.getByText(`Edit User: ${person.name}`).waitFor();
    await page.getByLabel(/^Role/).selectOption("enterprise");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Enterprise").first().waitFor();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Payments" }).click();
    await page.getByPlaceholder("Search payments...").fill(person.username);
    const payment = page.getByRole("row").filter({ hasText: `@${person.username}` });
    await payment.getByText("Completed").waitFor();
    expect(await payment.getByText("₹249.00").count()).toBe(1);
    await e2e.screenshotSizes(page, "journey-admin-payment");
    await page.close();

    // The role the admin set is what the customer's plan now says.
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(((await login.json()) as { role: string }).role).toBe("enterprise");
  });
});
