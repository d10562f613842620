import pino from "pino";
import { describe, expect, it } from "vitest";
import {
  type AfterCommit,
  createSubscriptionEvents,
  type SubscriptionEvent,
} from "../../server/areas/billing/subscription-webhook";
import { signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { deliver, openSubscription, verifySubscription } from "../helpers/subscriptions";

// What the webhook hands the notices (billing-notices' subscriptionNotice, docs/product/subscriptions.md):
// one call after commit when a row actually moved into pending or halted, keyed by the cycle's end as
// stored, and none for a redelivered or out-of-order event.
const t = setupTestApp({ razorpay: true });

/** Applies one event as the webhook does (in a transaction of the app's bus) and returns what is left for after commit. */
async function apply(events: ReturnType<typeof createSubscriptionEvents>, body: string) {
  const parsed = JSON.parse(body) as {
    event: string;
    payload: {
      subscription: { entity: SubscriptionEvent["subscription"] };
      payment?: { entity: SubscriptionEvent["payment"] };
    };
  };
  const after: AfterCommit = { paid: [], notices: [] };
  await t.deps.bus.transaction((tx, publish) =>
    events.apply(
      tx,
      publish,
      {
        event: parsed.event,
        subscription: parsed.payload.subscription.entity,
        payment: parsed.payload.payment?.entity,
      },
      new Date(),
      after,
    ),
  );
  return after;
}

describe("the notices a subscription's failure leaves", () => {
  it("one renewal-failed and one halted notice per cycle, none for an event older than the row", async () => {
    const person = await signUp(t);
    const checkout = await openSubscription(t, person.token, { plan: "professional", period: "monthly" });
    const authorised = t.razorpay.subscriptions.authorise(checkout.subscriptionId);
    expect((await verifySubscription(t, person.token, authorised.checkout)).statusCode).toBe(200);
    const row = await t.database.db.subscription.findUniqueOrThrow({
      where: { razorpaySubscriptionId: checkout.subscriptionId },
    });
    const events = createSubscriptionEvents({ gateway: t.deps.payments, log: pino({ level: "silent" }) });

    const [pending] = t.razorpay.subscriptions.fail(checkout.subscriptionId).events;
    const [halted] = t.razorpay.subscriptions.halt(checkout.subscriptionId).events;
    expect(await apply(events, pending?.body ?? "")).toEqual({
      paid: [],
      notices: [{ kind: "renewal-failed", subscriptionId: row.id, at: row.currentEnd }],
    });
    // Razorpay gives up: the halted notice is keyed by the same cycle's end.
    expect((await apply(events, halted?.body ?? "")).notices).toEqual([
      { kind: "subscription-halted", subscriptionId: row.id, at: row.currentEnd },
    ]);
    // A pending that arrives after the halt is older: no state change, no notice.
    expect(await apply(events, pending?.body ?? "")).toEqual({ paid: [], notices: [] });
    // The webhook route answers the same as the direct call: ignored.
    expect(await deliver(t, pending ? [pending] : [], 1)).toEqual(["ignored"]);
  });
});
