import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { hmacHex } from "../../server/lib/payment-gateway";
import { get, newAccount, post, requestSignupCode, signUp } from "../helpers/accounts";
import { setupTestApp, TEST_RAZORPAY } from "../helpers/app";

const t = setupTestApp({ razorpay: true });

/** Cuts the app off its database: every connection terminated, none accepted until restored. */
async function databaseOutage(enabled: boolean) {
  const name = new URL(t.database.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject("testDb").serverUrl });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} allow_connections ${enabled ? "false" : "true"}`);
    if (enabled)
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
  } finally {
    await admin.end();
  }
}

afterEach(() => databaseOutage(false));

describe("the database going away", () => {
  it("answers 503 with a message, writes nothing half-way, and recovers without a restart", async () => {
    const user = await signUp(t);
    const account = newAccount();
    const otp = await requestSignupCode(t, account);
    const usersBefore = await t.database.db.user.count();

    await databaseOutage(true);
    const register = await post(t, "/api/users/register", { ...account, otp });
    expect(register.statusCode).toBe(503);
    expect(register.json()).toEqual({
      message: "The service is temporarily unavailable. Please try again in a moment.",
    });
    expect(register.headers["retry-after"]).toBe("5");
    const profile = await t.app.inject({
      method: "GET",
      url: "/trpc/auth.profile",
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(profile.statusCode).toBe(503);
    expect((await get(t, "/healthz")).statusCode).toBe(503);
    await databaseOutage(false);

    expect(await t.database.db.user.count()).toBe(usersBefore);
    // The code was not used up by the failed attempt.
    expect((await post(t, "/api/users/register", { ...account, otp })).statusCode).toBe(201);
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(200);
    expect((await get(t, "/healthz")).statusCode).toBe(200);
  });

  it("loses no payment: a verify and a webhook that failed succeed when retried", async () => {
    const buyer = await signUp(t);
    const order = (await post(t, "/api/payment/order", { plan: "professional" }, buyer.token)).json() as {
      orderId: string;
    };
    const paymentId = t.razorpay.pay(order.orderId);
    const verify = {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(TEST_RAZORPAY.keySecret, `${order.orderId}|${paymentId}`),
    };
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paymentId, order_id: order.orderId, amount: 24900, currency: "INR" } } },
    });
    const webhook = () =>
      t.app.inject({
        method: "POST",
        url: "/api/payment/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex(TEST_RAZORPAY.webhookSecret, body),
          "x-razorpay-event-id": `evt_fault_${order.orderId}`,
        },
        payload: body,
      });

    await databaseOutage(true);
    expect((await post(t, "/api/payment/verify", verify, buyer.token)).statusCode).toBe(503);
    expect((await webhook()).statusCode).toBe(503);
    await databaseOutage(false);

    expect(await t.database.db.webhookEvent.count({ where: { eventId: `evt_fault_${order.orderId}` } })).toBe(0);
    expect((await webhook()).json()).toEqual({ status: "processed" });
    expect((await post(t, "/api/payment/verify", verify, buyer.token)).json().role).toBe("professional");
    expect(await t.database.db.payment.count({ where: { razorpayOrderId: order.orderId, status: "completed" } })).toBe(
      1,
    );
  });
});
