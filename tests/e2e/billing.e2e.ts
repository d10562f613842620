import { describe, expect, it } from "vitest";
import * as e2e from "./browser";

const { baseUrl, mailboxUrl, browser } = e2e.setupJourneys();

describe("billing details and the receipt e-mail", () => {
  it("the admin sets the seller's details and GST (a malformed GSTIN is refused), and the next receipt carries them", async () => {
    // axe-core is injected as a script, which the site's CSP would refuse.
    const admin = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop, bypassCSP: true });
    await e2e.logInAsAdmin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/settings`);
    await admin.getByRole("heading", { name: "Billing and GST" }).waitFor();
    await e2e.field(admin, "Legal name").fill("Orion Labs Private Limited");
    await admin.getByRole("textbox", { name: "Address" }).fill("12 MG Road\nBengaluru 560001");
    await e2e.field(admin, "GSTIN").fill("29ABCDE");
    await e2e.field(admin, "GST rate (%)").fill("18");
    // GST invoices (issue #35): the SAC comes filled in, the prefix must fit GST's 16-character numbers.
    expect(await e2e.field(admin, "SAC code").inputValue()).toBe("998315");
    await e2e.field(admin, "Invoice number prefix").fill("ORION");
    await admin.getByRole("button", { name: "Save billing details" }).click();
    await admin.getByText("GSTIN must be 15 characters, like 29ABCDE1234F1Z5").first().waitFor();
    await admin.getByText("Invoice prefix must be 1 to 3 letters or digits, like NXG").first().waitFor();
    await e2e.screenshotSizes(admin, "admin-settings-billing-invalid");

    // Typed in lower case, stored (and shown again) in capitals.
    await e2e.field(admin, "GSTIN").fill("29abcde1234f1z5");
    await e2e.field(admin, "Invoice number prefix").fill("orl");
    await admin.getByRole("button", { name: "Save billing details" }).click();
    await admin.getByText("Billing details saved.").waitFor();
    expect(await e2e.field(admin, "GSTIN").inputValue()).toBe("29ABCDE1234F1Z5");
    expect(await e2e.field(admin, "Invoice number prefix").inputValue()).toBe("ORL");
    await e2e.expectNoAxeViolations(admin, "/admin/settings, billing details saved");
    await e2e.screenshotSizes(admin, "admin-settings-billing");
    await admin.close();

    // A customer buys Professional: the receipt e-mail shows the GST inside ₹249.00 and the seller.
    const page = await browser.newPage({ viewport: e2e.VIEWPORTS.desktop });
    page.on("dialog", (dialog) => void dialog.accept());
    const buyer = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const before = await e2e.mailCount(mailboxUrl);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole("button", { name: "Upgrade to Professional" }).click();
    await e2e.payInDevelopmentCheckout(page, "Buy Professional");
    await page.getByRole("heading", { name: /^You're on Professional/ }).waitFor();
    const receipt = await e2e.latestMail(mailboxUrl, buyer.email, before);
    expect(receipt.subject).toMatch(/^NexGen AI: receipt NG-\d{6} for your Professional plan$/);
    expect(receipt.text).toContain("Taxable value:   ₹211.02");
    expect(receipt.text).toContain("GST at 18%:      ₹37.98");
    expect(receipt.text).toContain(
      "Sold by:\nOrion Labs Private Limited\n12 MG Road\nBengaluru 560001\nGSTIN 29ABCDE1234F1Z5",
    );
    await page.close();
  });
});
