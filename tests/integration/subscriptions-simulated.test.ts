import { describe, expect, it } from "vitest";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// Development without Razorpay keys (docs/product/subscriptions.md, "Simulated mode"): the simulated
// subscription checkout signs `payment_id|subscription_id` locally and the real verify path checks it.
const t = setupTestApp();

const DAY = 24 * 60 * 60 * 1000;

async function subscribe(token: string, body: { plan: string; period: string }) {
  const opened = await post(t, "/api/subscriptions", body, token);
  expect(opened.statusCode, opened.body).toBe(200);
  const checkout = opened.json();
  const signed = await post(
    t,
    "/api/subscriptions/simulate",
    { subscriptionId: checkout.subscriptionId, outcome: "success" },
    token,
  );
  expect(signed.statusCode, signed.body).toBe(200);
  const verified = await post(t, "/api/subscriptions/verify", signed.json(), token);
  expect(verified.statusCode, verified.body).toBe(200);
  return { checkout, signed: signed.json(), verified: verified.json() };
}

describe("simulated subscriptions", () => {
  it("subscribes yearly, shows the next charge, cancels auto-renewal and resumes", async () => {
    const person = await signUp(t);
    const { checkout, signed, verified } = await subscribe(person.token, { plan: "professional", period: "yearly" });
    expect(checkout).toMatchObject({
      simulated: true,
      amount: 249000,
      period: "yearly",
      firstChargeAt: null,
      replaces: null,
    });
    expect(verified).toMatchObject({ role: "professional", planStatus: "active" });
    const yearOn = new Date(verified.planExpiresAt).getTime() - Date.now();
    expect(yearOn).toBeGreaterThan(364 * DAY);
    expect(yearOn).toBeLessThan(367 * DAY);

    const mine = (await get(t, "/api/subscriptions/mine", person.token)).json();
    expect(mine).toMatchObject({ status: "active", period: "yearly", cancelAtCycleEnd: false, method: "upi" });
    expect(mine.nextChargeAt).toBe(mine.currentEnd);
    expect(mine.currentEnd).toBe(verified.planExpiresAt);
    expect(mine.charges).toHaveLength(1);
    expect(mine.charges[0]).toMatchObject({ amount: 249000, status: "completed", periodEnd: mine.currentEnd });
    expect(mine.charges[0].receiptNumber).toBeGreaterThan(0);

    // A replay of verify changes nothing: still one charge.
    expect((await post(t, "/api/subscriptions/verify", signed, person.token)).statusCode).toBe(200);
    expect((await get(t, "/api/subscriptions/mine", person.token)).json().charges).toHaveLength(1);

    const cancelled = await post(t, "/api/subscriptions/cancel", undefined, person.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "active", cancelAtCycleEnd: true, nextChargeAt: null });
    expect((await post(t, "/api/subscriptions/cancel", undefined, person.token)).statusCode).toBe(400);

    const resumed = await post(t, "/api/subscriptions/resume", undefined, person.token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      firstChargeAt: mine.currentEnd,
      replaces: { plan: "professional", period: "yearly" },
    });
    const again = await post(
      t,
      "/api/subscriptions/simulate",
      { subscriptionId: resumed.json().subscriptionId, outcome: "success" },
      person.token,
    );
    const verifiedAgain = await post(t, "/api/subscriptions/verify", again.json(), person.token);
    expect(verifiedAgain.statusCode, verifiedAgain.body).toBe(200);
    // The plan still ends where the paid year ends; the new mandate charges then.
    expect(verifiedAgain.json().planExpiresAt).toBe(mine.currentEnd);
    const after = (await get(t, "/api/subscriptions/mine", person.token)).json();
    expect(after).toMatchObject({ status: "authenticated", cancelAtCycleEnd: false, nextChargeAt: mine.currentEnd });
    expect(after.charges).toHaveLength(1);
    expect((await post(t, "/api/subscriptions/resume", undefined, person.token)).statusCode).toBe(400);
  });

  it("answers null before any subscription, and a failed simulated checkout changes nothing", async () => {
    const person = await signUp(t);
    const none = await get(t, "/api/subscriptions/mine", person.token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const opened = (
      await post(t, "/api/subscriptions", { plan: "enterprise", period: "monthly" }, person.token)
    ).json();
    const failed = await post(
      t,
      "/api/subscriptions/simulate",
      { subscriptionId: opened.subscriptionId, outcome: "failure" },
      person.token,
    );
    expect(failed.json()).toEqual({ failed: true });
    expect((await get(t, "/api/payment/status", person.token)).json().role).toBe("starter");
    expect((await get(t, "/api/subscriptions/mine", person.token)).json()).toBeNull();
    // Someone else's subscription is not theirs to simulate or verify.
    const other = await signUp(t);
    expect(
      (
        await post(
          t,
          "/api/subscriptions/simulate",
          { subscriptionId: opened.subscriptionId, outcome: "success" },
          other.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
