import { describe, expect, it } from "vitest";
import { signInAdmin, signUp, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { pdfAttachment, SELLER_GSTIN, workspacePayment, workspaceRows } from "../helpers/invoices";

// A sweep every second: what nobody queued is found at once (docs/decisions.md D203).
const t = setupTestApp({ env: { BILLING_SWEEP_SECONDS: "1" } });

describe("the invoice sweep", () => {
  it("issues the invoice of a payment nobody queued once the seller's GSTIN is set, in the owner's language", async () => {
    const owner = await signUp(t);
    await t.database.db.user.update({ where: { id: owner._id }, data: { locale: "hi" } });
    const workspace = await workspaceRows(t.database.db, { ownerId: owner._id, billingEmail: "hisaab@acme.example" });
    const payment = await workspacePayment(t.database.db, { workspaceId: workspace.id, userId: owner._id, seats: 2 });

    // No GSTIN yet: sweeps run and the invoice waits.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await t.database.db.invoice.count({ where: { paymentId: payment.id } })).toBe(0);

    const adminToken = await signInAdmin(t, "ops_sweep");
    const saved = await trpcMutation(
      t,
      "admin.billing.updateSettings",
      { legalName: "NexGen AI Private Limited", address: "Pune", gstin: SELLER_GSTIN, gstRatePercent: 18 },
      adminToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await t.mail.next("hisaab@acme.example");
    // The mark commits once the mail server has taken the mail.
    await expect
      .poll(async () => (await t.database.db.invoice.findUnique({ where: { paymentId: payment.id } }))?.emailedAt)
      .not.toBeNull();
    const invoice = await t.database.db.invoice.findUniqueOrThrow({ where: { paymentId: payment.id } });
    expect(invoice).toMatchObject({ number: 1, quantity: 2, cgst: 9_138, sgst: 9_137, total: 119_800 });
    expect(mail.subject).toBe(`NexGen AI: GST इनवॉइस NXG/${invoice.financialYear.slice(2)}/000001`);
    expect(mail.text).toContain("इनवॉइस PDF के रूप में साथ लगा है");
    expect(pdfAttachment(mail.raw)?.subarray(0, 5).toString()).toBe("%PDF-");
    // Mailed once, whatever the later sweeps find.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(t.mail.messages.filter((message) => message.to.includes("hisaab@acme.example"))).toHaveLength(1);
  }, 60_000);
});
