import pino from "pino";
import { describe, expect, it } from "vitest";
import { createBillingNotices } from "../../server/areas/billing/billing-notices.service";
import { DEFAULT_BILLING_SETTINGS } from "../../shared/billing-settings";
import { DAY_MS } from "../../shared/time";
import { signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { mailTo } from "../helpers/billing-mail";
import { sweepsQueued } from "../helpers/jobs";
import { insertSubscription } from "../helpers/subscription-rows";

// The sweep runs once at start and then hourly here: a failed or stopped renewal's e-mail that arrives was queued
// by the call the webhook makes after its commit (`subscriptionNotice`, docs/product/subscriptions.md "E-mails"),
// and sent by the app's own mail worker.
const t = setupTestApp({ env: { BILLING_SWEEP_SECONDS: "3600" } });

/** The notices as the webhook code holds them: the same queue and database as the app, no workers of its own. */
function notices() {
  return createBillingNotices({
    db: t.database.db,
    jobs: t.deps.jobs,
    mailer: t.deps.mailer,
    seller: async () => ({ ...DEFAULT_BILLING_SETTINGS, appName: "NexGen AI" }),
    now: t.clock.now,
    appName: "NexGen AI",
    appOrigin: t.config.APP_ORIGIN,
    sweepSeconds: 3600,
    retrySeconds: 1,
    log: pino({ level: "silent" }),
  });
}

const sweepsRun = () => sweepsQueued(t.database.db);

describe("a failed renewal's e-mail is queued by the webhook's call", () => {
  it("sends the renewal-failed and then the stopped e-mail at once, each once however often it is called", async () => {
    const person = await signUp(t);
    const currentEnd = new Date(t.clock.now().getTime() - 60_000);
    const sub = await insertSubscription(t.database.db, person._id, {
      status: "pending",
      currentEnd,
      graceUntil: new Date(currentEnd.getTime() + 3 * DAY_MS),
      failedAt: t.clock.now(),
    });
    const webhook = notices();
    webhook.subscriptionNotice("renewal-failed", sub.id, currentEnd);
    webhook.subscriptionNotice("renewal-failed", sub.id, currentEnd);
    await t.mail.until(mailTo(person.email, "renewal of your"), 1, 10_000);

    await t.database.db.subscription.update({ where: { id: sub.id }, data: { status: "halted" } });
    webhook.subscriptionNotice("subscription-halted", sub.id, currentEnd);
    // A call about another cycle than the row's (an event older than what is stored) sends nothing.
    webhook.subscriptionNotice("subscription-halted", sub.id, new Date(currentEnd.getTime() - 30 * DAY_MS));
    await t.mail.until(mailTo(person.email, "has stopped"), 1, 10_000);
    webhook.subscriptionNotice("subscription-halted", sub.id, currentEnd);
    webhook.subscriptionNotice("renewal-failed", sub.id, currentEnd);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(t.mail.messages.filter(mailTo(person.email, "renewal of your"))).toHaveLength(1);
    expect(t.mail.messages.filter(mailTo(person.email, "has stopped"))).toHaveLength(1);
    expect(
      await t.database.db.billingNotice.findMany({ where: { userId: person._id }, orderBy: { kind: "asc" } }),
    ).toEqual([
      expect.objectContaining({ kind: "renewal-failed", key: `${sub.id}:${currentEnd.toISOString()}` }),
      expect.objectContaining({ kind: "subscription-halted", key: `${sub.id}:${currentEnd.toISOString()}` }),
    ]);
    expect(await sweepsRun()).toBeLessThanOrEqual(1);
  });
});
