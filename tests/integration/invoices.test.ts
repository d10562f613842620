import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { enqueueInvoice } from "../../server/areas/invoices";
import { issueInvoice, type Seller } from "../../server/areas/invoices/issue";
import { DEFAULT_BILLING_SETTINGS } from "../../shared/billing-settings";
import { get, signInAdmin, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import {
  BUYER_GSTIN_KARNATAKA,
  pdfAttachment,
  SELLER_GSTIN,
  workspacePayment,
  workspaceRows,
} from "../helpers/invoices";

const t = setupTestApp();

const SELLER: Seller = {
  ...DEFAULT_BILLING_SETTINGS,
  legalName: "NexGen AI Private Limited",
  address: "7 Senapati Bapat Road\nPune 411016",
  gstin: SELLER_GSTIN,
  gstRatePercent: 18,
  appName: "NexGen AI",
};

/** Waits until the payment has its invoice (and, when asked, until it was e-mailed). */
async function invoiceOf(paymentId: string, emailed = false) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const invoice = await t.database.db.invoice.findUnique({ where: { paymentId } });
    if (invoice && (!emailed || invoice.emailedAt)) return invoice;
    if (Date.now() > deadline) throw new Error(`no invoice for ${paymentId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("GST invoices", () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let adminToken: string;

  beforeAll(async () => {
    [owner, admin, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    adminToken = await signInAdmin(t, "ops_invoices");
  });

  it("waits while the seller has no GSTIN, then the job issues and e-mails it with the PDF once the settings are complete", async () => {
    const workspace = await workspaceRows(t.database.db, {
      ownerId: owner._id,
      adminId: admin._id,
      memberId: member._id,
      billingState: "29",
      gstin: BUYER_GSTIN_KARNATAKA,
      billingEmail: "billing@acme-karnataka.example",
    });
    const payment = await workspacePayment(t.database.db, { workspaceId: workspace.id, userId: owner._id, seats: 3 });
    // The product's default settings: no GSTIN, no rate.
    expect(
      await issueInvoice(t.database.db, { ...DEFAULT_BILLING_SETTINGS, appName: "NexGen AI" }, payment.id, new Date()),
    ).toEqual({
      status: "waiting",
    });

    const saved = await trpcMutation(
      t,
      "admin.billing.updateSettings",
      {
        legalName: SELLER.legalName,
        address: SELLER.address,
        gstin: SELLER_GSTIN,
        gstRatePercent: 18,
        invoicePrefix: "nxg",
      },
      adminToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = t.mail.messages.length;
    await enqueueInvoice(t.deps.jobs, payment.id);
    const invoice = await invoiceOf(payment.id, true);
    // Karnataka buyer, Maharashtra seller: IGST on ₹1,797.00 at 18%.
    expect(invoice).toMatchObject({
      workspaceId: workspace.id,
      numberPrefix: "NXG",
      gstRate: 18,
      sac: "998315",
      quantity: 3,
      placeOfSupply: "29",
      buyerGstin: BUYER_GSTIN_KARNATAKA,
      sellerGstin: SELLER_GSTIN,
      taxableValue: 152_288,
      cgst: 0,
      sgst: 0,
      igst: 27_412,
      total: 179_700,
    });
    expect(invoice.description).toMatch(/^NexGen AI Enterprise — 3 seats, \d+ \w{3} \d{4} to \d+ \w{3} \d{4}$/);

    const mail = await t.mail.next("billing@acme-karnataka.example", before);
    const label = `NXG/${invoice.financialYear.slice(2)}/${String(invoice.number).padStart(6, "0")}`;
    expect(mail.subject).toBe(`NexGen AI: GST invoice ${label}`);
    expect(mail.raw).toContain(`filename=${label.replaceAll("/", "-")}.pdf`);
    const attached = pdfAttachment(mail.raw);
    expect(attached?.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(attached ?? []), { mergePages: true });
    for (const printed of [label, SELLER_GSTIN, BUYER_GSTIN_KARNATAKA, "1,522.88", "274.12", "1,797.00", "IGST @ 18%"])
      expect(text).toContain(printed);
    expect(text).toContain("Rupees One Thousand Seven Hundred Ninety-Seven Only");
    expect(text).toContain("Karnataka (29)");
    expect(text).toContain("Amounts in INR");

    // Issued once: another job or call finds it and mails nothing more.
    expect(await issueInvoice(t.database.db, SELLER, payment.id, new Date())).toEqual({
      status: "existing",
      invoiceId: invoice.id,
    });
    const sent = t.mail.messages.length;
    await enqueueInvoice(t.deps.jobs, payment.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.mail.messages.length).toBe(sent);
    expect(await t.database.db.invoice.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it("splits CGST and SGST for a buyer in the seller's state", async () => {
    const workspace = await workspaceRows(t.database.db, { ownerId: owner._id, billingState: "27" });
    const payment = await workspacePayment(t.database.db, {
      workspaceId: workspace.id,
      userId: owner._id,
      seats: 1,
      amount: 59_901,
    });
    const issued = await issueInvoice(t.database.db, SELLER, payment.id, new Date());
    expect(issued.status).toBe("issued");
    const invoice = await t.database.db.invoice.findUniqueOrThrow({ where: { paymentId: payment.id } });
    // 599.01 / 1.18 = 507.64; tax 91.37: the odd paisa to CGST.
    expect(invoice).toMatchObject({ taxableValue: 50_764, cgst: 4_569, sgst: 4_568, igst: 0, total: 59_901 });
    expect(invoice.buyerGstin).toBeNull();
  });

  it("numbers 20 parallel payments of one financial year 1..20, and April starts the next year at 1", async () => {
    const workspace = await workspaceRows(t.database.db, { ownerId: stranger._id });
    // Far from the other tests' years: a series of their own.
    const paidAt = new Date("2031-01-15T06:00:00Z");
    const payments = await Promise.all(
      Array.from({ length: 20 }, () =>
        workspacePayment(t.database.db, { workspaceId: workspace.id, userId: stranger._id, paidAt }),
      ),
    );
    const outcomes = await Promise.all(
      payments.map((payment) => issueInvoice(t.database.db, SELLER, payment.id, new Date())),
    );
    expect(outcomes.every((outcome) => outcome.status === "issued")).toBe(true);
    const invoices = await t.database.db.invoice.findMany({
      where: { financialYear: "2030-31" },
      select: { number: true },
    });
    expect(invoices.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    // The same payments again, in parallel: nothing new, no number taken.
    const again = await Promise.all(
      payments.map((payment) => issueInvoice(t.database.db, SELLER, payment.id, new Date())),
    );
    expect(again.every((outcome) => outcome.status === "existing")).toBe(true);
    expect(await t.database.db.invoiceCounter.findUnique({ where: { financialYear: "2030-31" } })).toEqual({
      financialYear: "2030-31",
      last: 20,
    });

    // 1 April 2031, 00:10 in India (18:40 UTC on 31 March).
    const april = await workspacePayment(t.database.db, {
      workspaceId: workspace.id,
      userId: stranger._id,
      paidAt: new Date("2031-03-31T18:40:00Z"),
    });
    await issueInvoice(t.database.db, SELLER, april.id, new Date());
    expect(await t.database.db.invoice.findUniqueOrThrow({ where: { paymentId: april.id } })).toMatchObject({
      financialYear: "2031-32",
      number: 1,
    });
  });

  it("shows invoices to the workspace's owner and admins, 403 to a member, 404 to anyone else; the PDF too", async () => {
    const workspace = await workspaceRows(t.database.db, {
      ownerId: owner._id,
      adminId: admin._id,
      memberId: member._id,
    });
    const payment = await workspacePayment(t.database.db, { workspaceId: workspace.id, userId: owner._id });
    const issued = await issueInvoice(t.database.db, SELLER, payment.id, new Date());
    if (issued.status !== "issued") throw new Error(issued.status);
    const id = issued.invoiceId;

    for (const person of [owner, admin]) {
      const list = await get(t, `/api/workspaces/${workspace.id}/invoices`, person.token);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toEqual([expect.objectContaining({ id, total: 179_700 })]);
      const one = await get(t, `/api/invoices/${id}`, person.token);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({
        id,
        intraState: true,
        cgst: 13_706,
        sgst: 13_706,
        seller: { gstin: SELLER_GSTIN },
      });
    }
    expect((await get(t, `/api/workspaces/${workspace.id}/invoices`, member.token)).statusCode).toBe(403);
    expect((await get(t, `/api/invoices/${id}`, member.token)).statusCode).toBe(403);
    expect((await get(t, `/api/invoices/${id}/pdf`, member.token)).statusCode).toBe(403);
    const strangers = await get(t, `/api/workspaces/${workspace.id}/invoices`, stranger.token);
    expect(strangers.statusCode).toBe(404);
    const hidden = await get(t, `/api/invoices/${id}`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: "Invoice not found", code: "invoices.notFound" });
    expect((await get(t, `/api/invoices/${id}/pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(t, `/api/invoices/${id}/pdf`)).statusCode).toBe(401);
    // A user's token is not an admin's.
    expect((await get(t, `/api/admin/invoices/${id}`, owner.token)).statusCode).toBe(401);

    const pdf = await get(t, `/api/invoices/${id}/pdf`, owner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="NXG-\d\d-\d\d-\d{6}\.pdf"$/);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    for (const printed of ["CGST @ 9%", "SGST @ 9%", "137.06", "1,797.00", "998315", "Maharashtra (27)"])
      expect(text).toContain(printed);

    // Our admin opens any invoice, and its PDF with the admin token.
    const adminView = await get(t, `/api/admin/invoices/${id}`, adminToken);
    expect(adminView.statusCode, adminView.body).toBe(200);
    expect((await get(t, `/api/admin/invoices/${id}/pdf`, adminToken)).statusCode).toBe(200);
    expect((await get(t, `/api/invoices/${id}/pdf`, adminToken)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/invoices/nope", adminToken)).statusCode).toBe(404);
  });

  it("refuses settings an invoice cannot carry", async () => {
    const prefix = await trpcMutation(t, "admin.billing.updateSettings", { invoicePrefix: "NXG/1" }, adminToken);
    expect(prefix.statusCode).toBe(400);
    expect(prefix.body).toContain("Invoice prefix must be 1 to 3 letters or digits, like NXG");
    const sac = await trpcMutation(t, "admin.billing.updateSettings", { sac: "1234" }, adminToken);
    expect(sac.statusCode).toBe(400);
    expect(sac.body).toContain("SAC must be 6 digits starting with 99, like 998315");
  });
});
