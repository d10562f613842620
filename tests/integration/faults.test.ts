import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { PLAN_PERIOD_DAYS } from "../../shared/plans";
import { DAY_MS } from "../../shared/time";
import { get, newAccount, post, requestSignupCode, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { APP_CONNECTIONS, admin, TEST_CONNECTIONS } from "../helpers/database";
import { capturedEvent, sendWebhook, signPayment } from "../helpers/payments";

// The app runs on `t.database.db`, whose connections these tests terminate; the
// tests read through `t.database.own`, a pool of their own the kills leave alone.
const t = setupTestApp({ razorpay: true });

const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a moment.",
  code: "server.unavailable",
};

type Response = Awaited<ReturnType<typeof post>>;

/** The name of this file's database. */
function databaseName() {
  return new URL(t.database.url).pathname.slice(1);
}

/**
 * Terminates the backends of this file's database that `filter` (a condition on
 * pg_stat_activity, parameters from $2) selects, and returns their pids once they
 * have exited and this process has read their last words. pg_terminate_backend
 * only signals: until a backend has acted on it, and its client has read the
 * "terminating connection" it sends on its way out, a pool still hands that
 * connection out, and whatever runs next on it (an assertion's read, say)
 * fails in place of the statement meant to.
 */
async function terminateBackends(filter: string, params: unknown[] = []): Promise<number[]> {
  return admin(async (client) => {
    // In the select list, not the where clause: evaluated only for the rows chosen.
    const { rows } = await client.query<{ pid: number; started: string }>(
      `select pid, backend_start::text as started, pg_terminate_backend(pid)
       from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (${filter})`,
      [databaseName(), ...params],
    );
    const pids = rows.map((row) => row.pid);
    const deadline = Date.now() + 10_000;
    for (;;) {
      // Outside a transaction, every statement reads the activity view afresh.
      const left = await client.query(
        `select 1 from pg_stat_activity
         where (pid, backend_start::text) in (select * from unnest($1::int[], $2::text[]))`,
        [pids, rows.map((row) => row.started)],
      );
      if (left.rowCount === 0) break;
      if (Date.now() > deadline) throw new Error(`backends ${pids} still there 10 s after being terminated`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // A backend sends its goodbye before it leaves the view, so that is on our side
    // of every socket by now; the I/O callbacks that read it run before this one.
    await new Promise((resolve) => setImmediate(resolve));
    return pids;
  });
}

/** Cuts the app off its database: every connection terminated, none accepted until restored. */
async function databaseOutage(enabled: boolean) {
  await admin((client) => client.query(`alter database ${databaseName()} allow_connections ${!enabled}`));
  if (enabled) await terminateBackends("true");
}

afterEach(() => databaseOutage(false));

/**
 * Runs `request` while a separate connection holds a lock the request's
 * transaction needs (taken by `lockSql` in that connection's own transaction),
 * waits until one of the app's backends is blocked on it, then terminates
 * the app's pooled backends (the blocked one, the idle ones; by application_name,
 * so neither the locker, the test's own pool nor the change bus) and only then
 * releases the lock. Returns the response and what the blocked backend looked
 * like: whether its transaction had written already.
 */
async function terminateWhileBlocked(lockSql: string, params: unknown[], request: () => Promise<Response>) {
  const locker = new pg.Client({ connectionString: t.database.url, application_name: `${TEST_CONNECTIONS}-locker` });
  await locker.connect();
  let pending: Promise<Response> | undefined;
  try {
    await locker.query("begin");
    await locker.query(lockSql, params);
    pending = request();
    const { pid, ...blocked } = await waitForBlockedBackend(locker);
    const terminated = await terminateBackends("application_name = $2", [APP_CONNECTIONS]);
    expect(terminated).toContain(pid);
    return { response: await pending, blocked };
  } finally {
    await locker.query("rollback").catch(() => {});
    await locker.end();
    await pending?.catch(() => {});
  }
}

/** Polls, for at most 10 s, until one of the app's backends waits on a lock the locker holds. */
async function waitForBlockedBackend(locker: pg.Client) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The activity view is snapshotted once per transaction, and the locker is in one.
    await locker.query("select pg_stat_clear_snapshot()");
    const { rows } = await locker.query<{ pid: number; wrote: boolean; waitingFor: string }>(
      `select a.pid, a.backend_xid is not null as wrote, coalesce(l.relation::regclass::text, l.locktype) as "waitingFor"
       from pg_stat_activity a join pg_locks l on l.pid = a.pid and not l.granted
       where a.datname = current_database() and a.application_name = $1
         and pg_backend_pid() = any(pg_blocking_pids(a.pid))`,
      [APP_CONNECTIONS],
    );
    if (rows[0]) return rows[0];
    if (Date.now() > deadline) throw new Error("no request blocked on the lock within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Cuts `request` off while it waits to change the user's plan (that lock comes
 * after the payment is marked completed): it had written, and answers 503.
 */
async function cutOffAtPlanChange(userId: string, request: () => Promise<Response>) {
  const { response, blocked } = await terminateWhileBlocked(
    `select 1 from "User" where id = $1 for update`,
    [userId],
    request,
  );
  expect(blocked.wrote).toBe(true);
  expectUnavailable(response);
}

function expectUnavailable(response: Response) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
  expect(response.headers["retry-after"]).toBe("5");
}

/** Every connection the pool hands out works: none of the terminated ones was kept for reuse. */
async function expectPoolUsable() {
  const pool = t.database.db.$pool;
  const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query("select 1")));
  } finally {
    for (const client of clients) client.release();
  }
}

/** A signed-in buyer with a Professional order Razorpay has captured, and the two ways we hear of it. */
async function capturedOrder() {
  const buyer = await signUp(t);
  const order = (await post(t, "/api/payment/order", { plan: "professional" }, buyer.token)).json() as {
    orderId: string;
  };
  const paymentId = t.razorpay.pay(order.orderId);
  const verifyBody = {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(order.orderId, paymentId),
  };
  const eventId = `evt_fault_${order.orderId}`;
  const body = capturedEvent(order.orderId, paymentId);
  return {
    buyer,
    orderId: order.orderId,
    eventId,
    verify: () => post(t, "/api/payment/verify", verifyBody, buyer.token),
    webhook: () => sendWebhook(t, body, eventId),
  };
}

async function planOf(userId: string) {
  return t.database.own.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, planExpiresAt: true } });
}

/** Professional for one period counted from `since`: the payment took effect exactly once. */
async function expectOnePeriod(userId: string, since: Date) {
  const plan = await planOf(userId);
  expect(plan.role).toBe("professional");
  const days = ((plan.planExpiresAt?.getTime() ?? 0) - since.getTime()) / DAY_MS;
  expect(days).toBeGreaterThanOrEqual(PLAN_PERIOD_DAYS);
  expect(days).toBeLessThan(PLAN_PERIOD_DAYS + 1);
  return plan;
}

async function expectPaymentStatus(orderId: string, status: string) {
  const payment = await t.database.own.payment.findUniqueOrThrow({
    where: { razorpayOrderId: orderId },
    select: { status: true },
  });
  expect(payment.status).toBe(status);
}

async function expectServing(token: string) {
  expect((await get(t, "/healthz")).statusCode).toBe(200);
  expect((await get(t, "/api/users/profile", token)).statusCode).toBe(200);
}

describe("the database going away", () => {
  it("answers 503 with a message, writes nothing half-way, and recovers without a restart", async () => {
    const user = await signUp(t);
    const account = newAccount();
    const otp = await requestSignupCode(t, account);
    const usersBefore = await t.database.own.user.count();

    await databaseOutage(true);
    expectUnavailable(await post(t, "/api/users/register", { ...account, otp }));
    const profile = await t.app.inject({
      method: "GET",
      url: "/trpc/auth.profile",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.statusCode).toBe(503);
    expect((await get(t, "/healthz")).statusCode).toBe(503);
    await databaseOutage(false);

    expect(await t.database.own.user.count()).toBe(usersBefore);
    // The code was not used up by the failed attempt.
    expect((await post(t, "/api/users/register", { ...account, otp })).statusCode).toBe(201);
    await expectServing(user.token);
  });

  it("loses no payment: a verify and a webhook that failed succeed when retried", async () => {
    const { buyer, orderId, eventId, verify, webhook } = await capturedOrder();

    await databaseOutage(true);
    expect((await verify()).statusCode).toBe(503);
    expect((await webhook()).statusCode).toBe(503);
    await databaseOutage(false);

    expect(await t.database.own.webhookEvent.count({ where: { eventId } })).toBe(0);
    expect((await webhook()).json()).toEqual({ status: "processed" });
    expect((await verify()).json().role).toBe("professional");
    expect(await t.database.own.payment.count({ where: { razorpayOrderId: orderId, status: "completed" } })).toBe(1);
    await expectServing(buyer.token);
  });
});

describe("connections terminated in the middle of a transaction", () => {
  it.each([
    ["after using up the code", `"User"`],
    ["after creating the account", `"Session"`],
  ])("register cut off %s: 503, no account, the code still good, then it succeeds", async (_when, table) => {
    const account = newAccount();
    const otp = await requestSignupCode(t, account);

    // Reads pass a share lock; the insert into `table` waits, its transaction's earlier writes done.
    const { response, blocked } = await terminateWhileBlocked(`lock table ${table} in share mode`, [], () =>
      post(t, "/api/users/register", { ...account, otp }),
    );
    expect(blocked).toEqual({ wrote: true, waitingFor: table });
    expectUnavailable(response);

    expect(await t.database.own.user.count({ where: { email: account.email } })).toBe(0);
    // Not used up; the try itself counts (every try does, the right code's too), once.
    expect(
      await t.database.own.otpChallenge.findUniqueOrThrow({
        where: { email_purpose: { email: account.email, purpose: "register" } },
        select: { consumedAt: true, attempts: true },
      }),
    ).toEqual({ consumedAt: null, attempts: 1 });
    await expectPoolUsable();

    const retry = await post(t, "/api/users/register", { ...account, otp });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await t.database.own.session.count({ where: { user: { email: account.email } } })).toBe(1);
    await expectServing(retry.json().token);
  });

  it("verify cut off between completing the payment and extending the plan: neither sticks, the retry applies it once", async () => {
    const { buyer, orderId, verify, webhook } = await capturedOrder();

    await cutOffAtPlanChange(buyer._id, verify);

    await expectPaymentStatus(orderId, "created");
    expect(await planOf(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });
    await expectPoolUsable();

    const since = t.clock.now();
    const retry = await verify();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().role).toBe("professional");
    const plan = await expectOnePeriod(buyer._id, since);
    // Razorpay's webhook for the same payment arrives later: recorded, no second period.
    expect((await webhook()).json()).toEqual({ status: "processed" });
    expect(await planOf(buyer._id)).toEqual(plan);
    await expectPaymentStatus(orderId, "completed");
    await expectServing(buyer.token);
  });

  it("the webhook cut off mid-way records no event and changes nothing; its redelivery applies it once", async () => {
    const { buyer, orderId, eventId, verify, webhook } = await capturedOrder();

    await cutOffAtPlanChange(buyer._id, webhook);

    expect(await t.database.own.webhookEvent.count({ where: { eventId } })).toBe(0);
    await expectPaymentStatus(orderId, "created");
    expect(await planOf(buyer._id)).toEqual({ role: "starter", planExpiresAt: null });
    await expectPoolUsable();

    const since = t.clock.now();
    expect((await webhook()).json()).toEqual({ status: "processed" });
    const plan = await expectOnePeriod(buyer._id, since);
    expect((await webhook()).json()).toEqual({ status: "duplicate" });
    expect((await verify()).json().role).toBe("professional");
    expect(await planOf(buyer._id)).toEqual(plan);
    expect(await t.database.own.webhookEvent.count({ where: { eventId } })).toBe(1);
    await expectPaymentStatus(orderId, "completed");
    await expectServing(buyer.token);
  });
});
