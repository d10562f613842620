import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import * as e2e from "./browser";
import { chooseHindi, expectHindi, screenshotHindi } from "./languages";

const { baseUrl, mailboxUrl, databaseUrl, browser } = e2e.setupJourneys();
const newPage = e2e.setupCheckedPages(browser);

/** Runs `statement` on the app's database (the seats and billing screens that make these rows are another slice's). */
async function sql(statement: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A workspace of `ownerId` with a completed payment for 3 seats and its GST invoice, as the invoice job leaves them. */
async function invoiceRows(ownerId: string) {
  const workspaceId = randomUUID();
  const paymentId = randomUUID();
  const invoiceId = randomUUID();
  const number = Math.floor(Math.random() * 900_000) + 1000;
  await sql(
    `insert into "Workspace" (id, name, gstin, "billingAddress", "billingState", "billingEmail", seats, period, "paidUntil", "updatedAt")
     values ($1, 'Acme Analytics LLP', '29AAGCB7383J1Z4', E'4th floor, 80 Feet Road\\nBengaluru 560034', '29', 'accounts@acme.example', 5, 'monthly', now() + interval '30 days', now())`,
    [workspaceId],
  );
  await sql(`insert into "WorkspaceMember" ("workspaceId", "userId", role) values ($1, $2, 'owner')`, [
    workspaceId,
    ownerId,
  ]);
  await sql(
    `insert into "Payment" (id, "userId", plan, amount, status, "razorpayOrderId", "paidAt", "periodStart", "periodEnd", "workspaceId", seats)
     values ($1, $2, 'enterprise', 179700, 'completed', $3, '2026-11-29T06:00:00Z', '2026-11-29T06:00:00Z', '2026-12-29T06:00:00Z', $4, 3)`,
    [paymentId, ownerId, `order_${paymentId}`, workspaceId],
  );
  await sql(
    `insert into "Invoice" (id, "paymentId", "workspaceId", "financialYear", number, "numberPrefix", "gstRate", "buyerName", "buyerGstin",
       "buyerAddress", "placeOfSupply", "sellerName", "sellerAddress", "sellerGstin", sac, description, quantity, "taxableValue", igst, total, "issuedAt")
     values ($1, $2, $3, '2026-27', $4, 'NXG', 18, 'Acme Analytics LLP', '29AAGCB7383J1Z4', E'4th floor, 80 Feet Road\\nBengaluru 560034', '29',
       'NexGen AI Private Limited', E'7 Senapati Bapat Road\\nPune 411016', '27AAPFU0939F1ZV', '998315',
       'NexGen AI Enterprise — 3 seats, 29 Nov 2026 to 29 Dec 2026', 3, 152288, 27412, 179700, '2026-11-29T06:00:00Z')`,
    [invoiceId, paymentId, workspaceId, number],
  );
  return { invoiceId, label: `NXG/26-27/${String(number).padStart(6, "0")}` };
}

describe("a workspace's GST invoice in Chromium (issue #35)", () => {
  it("opens as the owner in English and Hindi, prints in English, and downloads its PDF", async () => {
    const page = await newPage({ ...e2e.CHECKED_PAGE, acceptDownloads: true });
    const owner = await e2e.signUpThroughApi(baseUrl, mailboxUrl, page);
    const { invoiceId, label } = await invoiceRows(owner._id);

    await page.goto(`${baseUrl}/invoices/${invoiceId}`);
    await page.getByRole("heading", { name: "Tax invoice" }).waitFor();
    await page.getByText(label).waitFor();
    for (const text of ["IGST @ 18%", "1,522.88", "274.12", "1,797.00", "Karnataka (29)", "998315"])
      await page.getByText(text, { exact: false }).first().waitFor();
    await page.getByText("Rupees One Thousand Seven Hundred Ninety-Seven Only").waitFor();
    expect(await page.title()).toContain(label);
    await e2e.screenshotSizes(page, "invoice");
    await e2e.expectNoAxeViolations(page, "the invoice page");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${label.replaceAll("/", "-")}.pdf`);
    const { text } = await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true });
    for (const printed of [label, "27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "IGST @ 18%", "1,797.00"])
      expect(text).toContain(printed);
    await page.getByText(`Saved ${label.replaceAll("/", "-")}.pdf.`).waitFor();

    // In Hindi the page's frame changes language; the invoice stays the English document it is.
    await chooseHindi(page, baseUrl);
    await page.goto(`${baseUrl}/invoices/${invoiceId}`);
    await expectHindi(page);
    await page.getByRole("button", { name: "PDF डाउनलोड करें" }).waitFor();
    await page.getByRole("heading", { name: "Tax invoice" }).waitFor();
    await screenshotHindi(page, "invoice");
    await e2e.expectNoAxeViolations(page, "the invoice page in Hindi");

    // Anyone else finds no such invoice.
    await page.goto(`${baseUrl}/invoices/${randomUUID()}`);
    await page.getByRole("heading", { name: "इनवॉइस नहीं मिला" }).waitFor();
    await screenshotHindi(page, "invoice-not-found");
  }, 180_000);
});
