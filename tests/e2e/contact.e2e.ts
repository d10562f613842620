import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, browser } = e2e.setupJourneys();

/** The messages the team sees, through the admin API (the e2e server creates this administrator). */
async function storedMessages(): Promise<Array<{ subject: string; message: string }>> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "Harbour-Lantern-2026!" }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseUrl}/api/admin/contact-messages?pageSize=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { messages: Array<{ subject: string; message: string }> }).messages;
}

describe("contact page in Chromium", () => {
  it("sends a message; the bot trap stays out of sight, out of the tab order and out of the accessibility tree", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    const errors = e2e.pageErrors(page, { console: true });
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole("heading", { name: "Send us a message" }).waitFor();

    const trap = page.locator('input[name="website"]');
    expect(await trap.count()).toBe(1);
    // Rendered (bots skip display:none fields) but off-screen, and invisible to assistive technology.
    expect(await trap.evaluate((element) => getComputedStyle(element).display)).not.toBe("none");
    const box = await trap.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(0);
    expect(await page.getByRole("textbox", { name: /website/i }).count()).toBe(0);
    expect(await page.getByRole("textbox").count()).toBe(4);

    const subject = `Invoices ${Date.now()}`;
    await page.locator('input[name="name"]').fill("Asha Rao");
    await page.locator('input[name="email"]').fill("asha.contact@example.com");
    await page.locator('input[name="subject"]').fill(subject);
    await page.locator('textarea[name="message"]').fill("Do you offer GST invoices?\nThanks");
    // From the message, Tab goes straight to the button.
    await page.locator('textarea[name="message"]').focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
    await e2e.screenshotSizes(page, "contact-filled");
    for (const viewport of Object.values(e2e.VIEWPORTS)) {
      await page.setViewportSize(viewport);
      // The off-screen field must not make the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    const alert = new Promise<string>((resolve) =>
      page.once("dialog", async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await alert).toBe("Thank you for your message! We will get back to you soon.");
    await expect.poll(() => page.locator('input[name="subject"]').inputValue()).toBe("");

    const stored = (await storedMessages()).filter((message) => message.subject === subject);
    expect(stored).toEqual([expect.objectContaining({ message: "Do you offer GST invoices?\nThanks" })]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sends a message in Hindi, and thanks in Hindi", async () => {
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.phone, bypassCSP: true });
    const errors = e2e.pageErrors(page, { console: true });
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/contact`);
    await expectHindi(page);
    await page.getByRole("heading", { name: "हमें संदेश भेजें" }).waitFor();
    await page.getByRole("heading", { name: "हमसे जुड़ें" }).waitFor();
    expect(await page.title()).toContain("संपर्क");
    await screenshotHindi(page, "contact");
    await e2e.expectNoAxeViolations(page, "the contact page in Hindi");

    const subject = `चालान ${Date.now()}`;
    await e2e.field(page, "नाम").fill("आशा राव");
    await e2e.field(page, "ईमेल").fill("asha.contact@example.com");
    await e2e.field(page, "विषय").fill(subject);
    await e2e.field(page, "संदेश").fill("क्या आप GST चालान देते हैं?");
    const alert = new Promise<string>((resolve) =>
      page.once("dialog", async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    expect(await alert).toBe("आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।");
    expect((await storedMessages()).filter((message) => message.subject === subject)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
