import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

const DEVANAGARI = /[\u0900-\u097F]/;

// Issue #29's story: a visitor who switches to Hindi on the home page signs up, gets the code e-mail in
// Hindi, chats, buys a plan and gets a Hindi receipt, through the UI alone.
describe("a visitor who reads Hindi becomes a paying customer", () => {
  const person = e2e.newPerson("Kavya Sharma", "Mango-Lantern-63");

  it("switches on the home page, signs up with a Hindi code e-mail, chats, buys Professional, gets a Hindi receipt", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const errors = e2e.pageErrors(page);

    await page.goto(baseUrl);
    await page.getByRole("banner").getByRole("button", { name: "हिन्दी" }).click();
    await expectHindi(page);

    await page.getByRole("banner").getByRole("link", { name: "शुरू करें" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole("tab", { name: "साइन अप" }).click();
    await e2e.field(page, "पूरा नाम").fill(person.name);
    await e2e.field(page, "यूज़रनेम").fill(person.username);
    await e2e.field(page, "ईमेल").fill(person.email);
    await e2e.passwordField(page, "पासवर्ड").fill(person.password);
    await e2e.passwordField(page, "पासवर्ड की पुष्टि करें").fill(person.password);
    const beforeCode = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "साइन अप करें", exact: true }).click();
    const codeMail = await e2e.latestMail(mailboxUrl, person.email, beforeCode);
    expect(codeMail.subject).toMatch(DEVANAGARI);
    expect(codeMail.text).toMatch(DEVANAGARI);
    await e2e.field(page, "सत्यापन कोड").fill(codeMail.code ?? "");
    await page.getByRole("button", { name: "सत्यापित करें और खाता बनाएँ" }).click();
    await page.waitForURL(`${baseUrl}/`);

    // The first chat, in Hindi.
    await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "चैट" }).click();
    await page.waitForURL(`${baseUrl}/chat`);
    const prompt = page.getByRole("textbox", { name: "संदेश", exact: true });
    await prompt.fill("नमस्ते, पहला सवाल");
    await expect.poll(() => page.getByRole("button", { name: "भेजें", exact: true }).isEnabled()).toBe(true);
    await prompt.press("Enter");
    await page.getByRole("main", { name: "चैट" }).getByText("Echo: नमस्ते, पहला सवाल", { exact: true }).waitFor();
    await screenshotHindi(page, "journey-first-chat");

    // Professional through the (development) checkout.
    await page.goto(`${baseUrl}/pricing`);
    await expectHindi(page);
    const beforeReceipt = await e2e.mailCount(mailboxUrl);
    await page.getByRole("button", { name: "Professional पर अपग्रेड करें" }).click();
    await page.getByRole("dialog", { name: "Professional ख़रीदें" }).getByRole("button", { name: "भुगतान पर जाएँ" }).click();
    await page
      .getByRole("dialog", { name: "टेस्ट चेकआउट" })
      .getByRole("button", { name: "भुगतान करें", exact: true })
      .click();
    await page.getByRole("heading", { name: /^अब आप Professional पर हैं/ }).waitFor();

    // The receipt comes by e-mail, in Hindi, with the amount in rupees.
    const receipt = await e2e.latestMail(mailboxUrl, person.email, beforeReceipt);
    expect(receipt.subject).toContain("रसीद");
    expect(receipt.subject).toContain("Professional");
    expect(receipt.text).toContain("₹");
    expect(receipt.text).toMatch(DEVANAGARI);
    expect(errors).toEqual([]);
    await page.close();
  });
});
