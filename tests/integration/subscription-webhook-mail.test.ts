import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers/app";
import { mailTo } from "../helpers/billing-mail";
import { sweepsQueued } from "../helpers/jobs";
import { deliver, subscribed } from "../helpers/subscriptions";

// The webhook itself queues a failed or stopped renewal's e-mail once its transaction has committed
// (docs/product/subscriptions.md "E-mails"): with the sweep hourly, an e-mail that arrives within seconds came
// from Razorpay's event through `subscriptionNotice`, not from a sweep.
const t = setupTestApp({ razorpay: true, env: { BILLING_SWEEP_SECONDS: "3600", BILLING_RETRY_SECONDS: "1" } });

describe("Razorpay's subscription.pending and subscription.halted e-mail the person at once", () => {
  it("sends the renewal-failed e-mail on pending and the stopped e-mail on halted, once each for events delivered twice", async () => {
    const sweepsBefore = await sweepsQueued(t.database.db);
    const { person, id } = await subscribed(t);
    await deliver(t, t.razorpay.subscriptions.fail(id, { reason: "Card declined by the bank" }).events);
    await t.mail.until(mailTo(person.email, "renewal of your"), 1, 10_000);
    await deliver(t, t.razorpay.subscriptions.halt(id).events);
    await t.mail.until(mailTo(person.email, "has stopped"), 1, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(t.mail.messages.filter(mailTo(person.email, "renewal of your"))).toHaveLength(1);
    expect(t.mail.messages.filter(mailTo(person.email, "has stopped"))).toHaveLength(1);
    // At most the start-up sweep ran meanwhile: the e-mails were the webhook's.
    expect((await sweepsQueued(t.database.db)) - sweepsBefore).toBeLessThanOrEqual(1);
  });
});
