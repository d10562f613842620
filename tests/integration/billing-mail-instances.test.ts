import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hmacHex } from "../../server/lib/hmac";
import { receiptLabel } from "../../shared/billing";
import { DAY_MS } from "../../shared/time";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { type FakeRazorpay, startFakeRazorpay } from "../helpers/fake-razorpay";
import {
  call,
  type Instance,
  instanceEnv,
  signUpAcross,
  startInstance,
  stopAll,
  stopInstance,
} from "../helpers/instances";
import { afterSweeps, untilJobState } from "../helpers/jobs";
import { capturedEvent, webhookDelivery } from "../helpers/payments";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";

// Issue #14, "Done when": billing e-mails are jobs that run exactly once with two server
// processes on one database, and survive a restart in the middle. Real processes
// (server/main.ts), each running the mail and sweep workers; a sweep every second.
const RAZORPAY = { keyId: "rzp_test_jobs", keySecret: "jobs-key-secret", webhookSecret: "jobs-webhook-secret" };

let database: TestDatabase;
let mail: SmtpSink;
let razorpay: FakeRazorpay;
let instances: Instance[] = [];

function start() {
  return startInstance(
    instanceEnv(
      { databaseUrl: database.url, smtpUrl: mail.url, razorpay: { ...RAZORPAY, apiUrl: razorpay.apiUrl } },
      { RATE_LIMITS: "off", LOG_LEVEL: "error", BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1" },
    ),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  razorpay = await startFakeRazorpay(RAZORPAY);
  instances = await Promise.all([start(), start()]);
}, 90_000);

afterAll(() => stopAll(instances, database, mail, razorpay));

let accounts = 0;
/** Signs up on one instance with the mailed code, registers on the other. */
function signUp() {
  accounts += 1;
  const [a = "", b = ""] = instances.map((instance) => instance.url);
  return signUpAcross(mail, { codeOn: a, registerOn: b }, { name: `Jobs Person ${accounts}` });
}

/** An order on one instance, paid and verified on the other, the webhook delivered to both: one completed payment. */
async function pay(token: string, plan: "professional" | "enterprise", turn: number) {
  const [a = "", b = ""] = turn % 2 ? instances.map((i) => i.url).reverse() : instances.map((i) => i.url);
  const order = await call(a, "POST", "/api/payment/order", { plan }, token);
  expect(order.status).toBe(200);
  const orderId = order.json.orderId as string;
  const paymentId = razorpay.pay(orderId);
  const verify = {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(RAZORPAY.keySecret, `${orderId}|${paymentId}`),
  };
  const delivery = webhookDelivery(
    capturedEvent(orderId, paymentId, order.json.amount as number),
    `evt_${orderId}`,
    RAZORPAY.webhookSecret,
  );
  const webhook = (host: string) => fetch(`${host}/api/payment/webhook`, { method: "POST", ...delivery });
  // Verify on one instance races the webhook on both: one of them completes the payment.
  const [verified] = await Promise.all([call(b, "POST", "/api/payment/verify", verify, token), webhook(a), webhook(b)]);
  expect(verified.status).toBe(200);
  const payment = await database.db.payment.findUniqueOrThrow({ where: { razorpayOrderId: orderId } });
  expect(payment.status).toBe("completed");
  return { id: payment.id, label: receiptLabel(payment.receiptNumber ?? 0) };
}

const receiptsOf = (label: string) => (message: SinkMessage) => message.subject.includes(`receipt ${label} for`);
const remindersTo = (email: string) => (message: SinkMessage) =>
  message.to.includes(email.toLowerCase()) && message.subject.includes(" plan ends on ");

/** Every payment's receipt arrived, each exactly once, and sweeps after that send no more. */
async function expectEachReceiptOnce(payments: Array<{ label: string }>) {
  for (const { label } of payments) await mail.until(receiptsOf(label));
  expect((await afterSweeps(database.db, 3)).receipt).toBe(0);
  for (const { label } of payments) expect(mail.messages.filter(receiptsOf(label)), label).toHaveLength(1);
}

describe("billing e-mails on two instances", () => {
  const people: Array<Awaited<ReturnType<typeof signUp>>> = [];
  const payments: Array<{ id: string; label: string }> = [];

  it("sends every receipt exactly once and one reminder per person, with both instances working the queue", async () => {
    people.push(...(await Promise.all([signUp(), signUp(), signUp(), signUp()])));
    // Each buys Professional and pays for it again (an extension); two then upgrade: ten payments.
    let turn = 0;
    for (const plan of ["professional", "professional"] as const)
      payments.push(...(await Promise.all(people.map((person) => pay(person.token, plan, turn++)))));
    payments.push(...(await Promise.all(people.slice(0, 2).map((person) => pay(person.token, "enterprise", turn++)))));
    expect(new Set(payments.map((payment) => payment.label)).size).toBe(10);
    await expectEachReceiptOnce(payments);

    // Every plan now ends within three days: each person is reminded once, however many sweeps run on either instance.
    const soon = Date.now() + 2 * DAY_MS;
    await Promise.all(
      people.map((person, index) =>
        database.db.user.update({ where: { id: person.id }, data: { planExpiresAt: new Date(soon + index * 60_000) } }),
      ),
    );
    for (const person of people) await mail.until(remindersTo(person.email));
    expect((await afterSweeps(database.db, 3))["plan-ending"]).toBe(0);
    for (const person of people) expect(mail.messages.filter(remindersTo(person.email)), person.email).toHaveLength(1);
  }, 120_000);

  it("survives a restart in the middle: what failed or was due while both were down is sent once when they are back", async () => {
    // The mail server refuses everything: the receipts of three new payments fail and wait to be retried.
    mail.setFailing(true);
    const waiting: typeof payments = [];
    try {
      let turn = 0;
      for (const person of people.slice(0, 3)) waiting.push(await pay(person.token, "enterprise", turn++));
      for (const payment of waiting) await untilJobState(database.db, "billing-mail", `receipt:${payment.id}`, "retry");

      // One instance stops (the other goes on failing), then the other: both stop cleanly.
      const [first, second] = instances;
      if (!first || !second) throw new Error("two instances expected");
      expect(await stopInstance(first)).toBe(0);
      await untilJobState(database.db, "billing-mail", `receipt:${waiting[0]?.id}`, "retry");
      expect(await stopInstance(second)).toBe(0);
    } finally {
      mail.setFailing(false);
    }
    // While nothing runs, another plan comes within three days of its end.
    const late = people[3];
    if (!late) throw new Error("four people expected");
    await database.db.user.update({ where: { id: late.id }, data: { planExpiresAt: new Date(Date.now() + DAY_MS) } });

    instances = await Promise.all([start(), start()]);
    await expectEachReceiptOnce([...payments, ...waiting]);
    await mail.until(remindersTo(late.email), 2);
    expect((await afterSweeps(database.db, 3))["plan-ending"]).toBe(0);
    expect(mail.messages.filter(remindersTo(late.email))).toHaveLength(2);
    for (const person of people.slice(0, 3)) expect(mail.messages.filter(remindersTo(person.email))).toHaveLength(1);
  }, 120_000);
});
