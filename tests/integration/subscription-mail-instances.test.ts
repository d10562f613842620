import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../shared/time";
import { mailTo } from "../helpers/billing-mail";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { type Instance, instanceEnv, signUpAcross, startInstance, stopAll } from "../helpers/instances";
import { afterSweeps } from "../helpers/jobs";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { insertSubscription } from "../helpers/subscription-rows";

// Issue #32, "Done when": the pre-debit e-mail goes out once per renewal with two instances running. Real
// processes (server/main.ts) on one database, each running the mail and sweep workers, a sweep every second;
// the Subscription rows are written here as the webhooks leave them.
let database: TestDatabase;
let mail: SmtpSink;
let instances: Instance[] = [];

function start() {
  return startInstance(
    instanceEnv(
      { databaseUrl: database.url, smtpUrl: mail.url },
      { RATE_LIMITS: "off", LOG_LEVEL: "error", BILLING_SWEEP_SECONDS: "1", BILLING_RETRY_SECONDS: "1" },
    ),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startSmtpSink();
  instances = await Promise.all([start(), start()]);
}, 90_000);

afterAll(() => stopAll(instances, database, mail));

let accounts = 0;
function signUp() {
  accounts += 1;
  const [a = "", b = ""] = instances.map((instance) => instance.url);
  return signUpAcross(mail, { codeOn: a, registerOn: b }, { name: `Subscriber ${accounts}` });
}

const count = (email: string, subject: string) => mail.messages.filter(mailTo(email, subject)).length;

describe("subscription e-mails on two instances", () => {
  it("sends each renewal's pre-debit notice once, and a failed and a stopped renewal once each", async () => {
    const people = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const soon = Date.now() + 2 * DAY_MS;
    // Different charge moments, so that each person's notice is told apart by its date as well.
    const subs = await Promise.all(
      people.slice(0, 3).map((person, index) => {
        const chargeAt = new Date(soon + index * 60_000);
        return insertSubscription(database.db, person.id, {
          period: index === 2 ? "yearly" : "monthly",
          chargeAt,
          currentEnd: chargeAt,
        });
      }),
    );
    const failing = people[3];
    if (!failing) throw new Error("four people expected");
    const failed = await insertSubscription(database.db, failing.id, {
      status: "pending",
      currentEnd: new Date(Date.now() - 60_000),
      graceUntil: new Date(Date.now() + 3 * DAY_MS),
      failedAt: new Date(),
    });

    for (const person of people.slice(0, 3)) await mail.until(mailTo(person.email, "renews on"));
    await mail.until(mailTo(failing.email, "renewal of your"));
    let found = await afterSweeps(database.db, 3);
    expect(found["pre-debit"]).toBe(0);
    expect(found["renewal-failed"]).toBe(0);
    for (const person of people.slice(0, 3)) expect(count(person.email, "renews on"), person.email).toBe(1);
    expect(count(failing.email, "renewal of your")).toBe(1);

    // The first one's renewal was charged and its next charge is near (a short cycle, for the test): its own notice.
    const [first] = subs;
    if (!first) throw new Error("three subscriptions expected");
    const next = new Date(soon + DAY_MS / 2);
    await database.db.subscription.update({
      where: { id: first.id },
      data: { chargeAt: next, currentStart: first.chargeAt, currentEnd: next, paidCount: 2 },
    });
    await database.db.subscription.update({ where: { id: failed.id }, data: { status: "halted" } });
    await mail.until(mailTo(people[0]?.email ?? "", "renews on"), 2);
    await mail.until(mailTo(failing.email, "has stopped"));
    found = await afterSweeps(database.db, 3);
    expect(found["pre-debit"]).toBe(0);
    expect(found["subscription-halted"]).toBe(0);
    expect(count(people[0]?.email ?? "", "renews on")).toBe(2);
    for (const person of people.slice(1, 3)) expect(count(person.email, "renews on")).toBe(1);
    expect(count(failing.email, "has stopped")).toBe(1);
    expect(count(failing.email, "renewal of your")).toBe(1);
    expect(await database.db.billingNotice.count({ where: { kind: "pre-debit" } })).toBe(4);
  }, 120_000);
});
