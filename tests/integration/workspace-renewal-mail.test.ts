import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import { signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { mailTo } from "../helpers/billing-mail";
import { afterSweeps } from "../helpers/jobs";
import { expectEnglishMail, expectHindiMail } from "../helpers/mail-language";
import { insertSubscription } from "../helpers/subscription-rows";
import { makeWorkspace } from "../helpers/workspaces";

// A workspace subscription's e-mails (issue #35, docs/product/workspaces.md#buying-seats, D217): found by the billing
// notices' sweep (every second here) from rows as the webhooks leave them, sent to the workspace's billing contact
// in its owner's language, once, and recorded against the owner.
const ORIGIN = "https://nexgen.example";
const t = setupTestApp({ env: { BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1", APP_ORIGIN: ORIGIN } });
const BILLING_EMAIL = "accounts@lantern.example";

/** A workspace of a new owner (in `locale`) with 3 seats renewed by a subscription with these fields. */
async function subscribedWorkspace(locale: "en" | "hi", fields: Parameters<typeof insertSubscription>[2]) {
  const owner = await signUp(t);
  await t.database.db.user.update({ where: { id: owner._id }, data: { locale } });
  const workspace = await makeWorkspace(t, owner._id, { seats: 3 });
  const subscription = await insertSubscription(t.database.db, null, {
    plan: "enterprise",
    workspaceId: workspace.id,
    quantity: 3,
    amount: 3 * 59900,
    ...fields,
  });
  return { owner, workspace, subscription };
}

const mailsAbout = (workspace: string) => t.mail.messages.filter((message) => message.subject.includes(workspace));

describe("a workspace subscription's e-mails to its billing contact", () => {
  it("announce the charge 3 days ahead, in the owner's English, once, recorded against the owner", async () => {
    const chargeAt = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    const { owner, workspace, subscription } = await subscribedWorkspace("en", {
      chargeAt,
      currentEnd: chargeAt,
      paidCount: 1,
    });
    const [notice] = await t.mail.until(mailTo(BILLING_EMAIL, `seats of ${workspace.name} renew on`));
    expectEnglishMail(notice);
    expect(notice?.text).toContain(`The monthly subscription for 3 Enterprise seats of ${workspace.name} renews on`);
    expect(notice?.text).toContain("₹1,797.00 will then be charged.");
    expect(notice?.text).toContain(`${ORIGIN}/workspaces/${workspace.id}/billing`);
    await afterSweeps(t.database.db, 2);
    expect(mailsAbout(workspace.name)).toHaveLength(1);
    expect(await t.database.db.billingNotice.findMany({ where: { key: { startsWith: subscription.id } } })).toEqual([
      expect.objectContaining({ kind: "pre-debit", userId: owner._id }),
    ]);
  });

  it("say a renewal failed, with Razorpay's page, in the owner's Hindi; nothing once the grace is over", async () => {
    const now = t.clock.now().getTime();
    const cycleEnd = new Date(now - DAY_MS);
    const { workspace } = await subscribedWorkspace("hi", {
      status: "pending",
      currentEnd: cycleEnd,
      failedAt: new Date(now - 60_000),
      graceUntil: new Date(cycleEnd.getTime() + 3 * DAY_MS),
      failureReason: "Insufficient funds in account",
      shortUrl: "https://rzp.io/i/lantern",
    });
    const [failed] = await t.mail.until(mailTo(BILLING_EMAIL, `${workspace.name} की सीटें रिन्यू नहीं हो सकीं`));
    expectHindiMail(failed);
    expect(failed?.text).toContain("3 Enterprise सीटों");
    expect(failed?.text).toContain("Insufficient funds in account");
    expect(failed?.text).toContain("https://rzp.io/i/lantern");
    // Its grace already over: nothing true to say, so nothing is sent.
    const { workspace: late } = await subscribedWorkspace("en", {
      status: "pending",
      currentEnd: new Date(now - 5 * DAY_MS),
      failedAt: new Date(now - 60_000),
      graceUntil: new Date(now - 2 * DAY_MS),
    });
    await afterSweeps(t.database.db, 3);
    expect(mailsAbout(workspace.name)).toHaveLength(1);
    expect(mailsAbout(late.name)).toHaveLength(0);
  });
});
