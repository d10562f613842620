import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("changing the e-mail address in Chromium", () => {
  it("Profile's Security card: a code to the new address changes it, and the old address is told", async () => {
    // bypassCSP: axe's inline script only (see e2e.expectNoAxeViolations).
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    const errors = e2e.pageErrors(page);
    const user = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const next = e2e.newPerson("Ravi Kumar").email;
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole("button", { name: "Change e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Change e-mail address" });
    await dialog.getByRole("textbox", { name: /New e-mail address/ }).fill(user.email);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByText("That is already your e-mail address").waitFor();

    const before = await e2e.mailCount(mailboxUrl);
    await dialog.getByRole("textbox", { name: /New e-mail address/ }).fill(next);
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByText(`We sent a code to ${next}`, { exact: false }).waitFor();
    const { code } = await e2e.latestMail(mailboxUrl, next, before);
    await e2e.screenshot(page, "change-email-code", { fullPage: false });
    await e2e.expectNoAxeViolations(page, "change e-mail code step");
    await dialog.getByRole("textbox", { name: /^Code/ }).fill(code ?? "");
    await dialog.getByRole("button", { name: "Change e-mail" }).click();
    await dialog.getByText("Your e-mail address has been changed").waitFor();
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await page.getByText(`Signed in as ${next}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("userEmail"))).toBe(next);
    const notice = await e2e.latestMail(mailboxUrl, user.email, before);
    expect(notice.subject).toMatch(/your e-mail address was changed/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
