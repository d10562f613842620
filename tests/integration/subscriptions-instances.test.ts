import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiptLabel } from "../../shared/billing";
import { mailTo } from "../helpers/billing-mail";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { type FakeRazorpay, startFakeRazorpay } from "../helpers/fake-razorpay";
import type { FakeEvent } from "../helpers/fake-razorpay-subscriptions";
import { call, type Instance, instanceEnv, signUpAcross, startInstance, stopAll } from "../helpers/instances";
import { afterSweeps } from "../helpers/jobs";
import { webhookDelivery } from "../helpers/payments";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { untilGatewayPlans } from "../helpers/subscriptions";

// Issue #32, "Done when": a subscription's webhooks delivered twice to each of two server processes
// (server/main.ts) on one database, racing verify: one period extension, one receipt and one receipt
// e-mail per charge; Razorpay's plans made once however many instances start.
const RAZORPAY = { keyId: "rzp_test_subs", keySecret: "subs-key-secret", webhookSecret: "subs-webhook-secret" };

let database: TestDatabase;
let mail: SmtpSink;
let razorpay: FakeRazorpay;
let instances: Instance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  razorpay = await startFakeRazorpay(RAZORPAY);
  const env = instanceEnv(
    { databaseUrl: database.url, smtpUrl: mail.url, razorpay: { ...RAZORPAY, apiUrl: razorpay.apiUrl } },
    { RATE_LIMITS: "off", LOG_LEVEL: "error", BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1" },
  );
  instances = await Promise.all([startInstance(env), startInstance(env)]);
}, 90_000);

afterAll(() => stopAll(instances, database, mail, razorpay));

const urls = () => instances.map((instance) => instance.url);

/** Each event posted to both instances at once, twice over. */
async function deliverToBoth(events: FakeEvent[]) {
  const answers = await Promise.all(
    [1, 2].flatMap(() =>
      events.flatMap((event) => {
        const delivery = webhookDelivery(event.body, event.id, RAZORPAY.webhookSecret);
        return urls().map((url) => fetch(`${url}/api/payment/webhook`, { method: "POST", ...delivery }));
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  const statuses = await Promise.all(answers.map(async (answer) => (await answer.json()).status as string));
  return statuses;
}

describe("two server processes", () => {
  it("make Razorpay's plans once", async () => {
    await untilGatewayPlans(database.db);
    expect(await database.db.gatewayPlan.count()).toBe(4);
    expect(razorpay.subscriptions.plans.size).toBe(4);
  });

  it("apply each charge once, with one receipt e-mail, whatever instance gets which delivery", async () => {
    const [a = "", b = ""] = urls();
    const person = await signUpAcross(mail, { codeOn: a, registerOn: b }, { name: "Renewing Person" });
    const opened = await call(
      a,
      "POST",
      "/api/subscriptions",
      { plan: "professional", period: "monthly" },
      person.token,
    );
    expect(opened.status).toBe(200);
    const subscriptionId = opened.json.subscriptionId as string;
    const authorised = razorpay.subscriptions.authorise(subscriptionId);
    // Verify on one instance races every event on both.
    const [verified, statuses] = await Promise.all([
      call(b, "POST", "/api/subscriptions/verify", authorised.checkout, person.token),
      deliverToBoth(authorised.events),
    ]);
    expect(verified.status).toBe(200);
    // Each event id is processed (or found to change nothing) once; every other delivery is a duplicate.
    expect(statuses.filter((status) => status === "duplicate")).toHaveLength(
      statuses.length - authorised.events.length,
    );

    // Two renewals, the later one's events first, all at once to both instances.
    const second = razorpay.subscriptions.charge(subscriptionId);
    const third = razorpay.subscriptions.charge(subscriptionId);
    await deliverToBoth([...third.events, ...second.events]);

    const row = await database.db.subscription.findUniqueOrThrow({
      where: { razorpaySubscriptionId: subscriptionId },
      include: { payments: true, user: true },
    });
    expect(row).toMatchObject({ status: "active", paidCount: 3 });
    expect(row.payments).toHaveLength(3);
    expect(row.user?.planExpiresAt).toEqual(
      new Date((razorpay.subscriptions.subscriptions.get(subscriptionId)?.current_end ?? 0) * 1000),
    );
    const labels = row.payments.map((payment) => receiptLabel(payment.receiptNumber ?? 0));
    expect(new Set(labels).size).toBe(3);
    for (const label of labels) await mail.until(mailTo(person.email, label));
    await afterSweeps(database.db);
    for (const label of labels) expect(mail.messages.filter(mailTo(person.email, label))).toHaveLength(1);
  }, 60_000);
});
