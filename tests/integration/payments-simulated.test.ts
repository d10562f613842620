import { describe, expect, it } from "vitest";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// No Razorpay keys (development): the simulated checkout signs, the real verify path checks.
const t = setupTestApp();

describe("development checkout", () => {
  it("pays through the same verify path", async () => {
    const buyer = await signUp(t);
    const order = (await post(t, "/api/payment/order", { plan: "enterprise" }, buyer.token)).json();
    expect(order).toMatchObject({ simulated: true, keyId: "rzp_test_simulated", amount: 59900 });
    const signed = await post(t, "/api/payment/simulate", { orderId: order.orderId, outcome: "success" }, buyer.token);
    expect(signed.statusCode).toBe(200);
    const checkout = signed.json() as Record<string, string>;
    const verified = await post(t, "/api/payment/verify", { ...checkout, plan: "enterprise" }, buyer.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().role).toBe("enterprise");
    // A forged signature still fails, and changes nothing.
    const forged = await post(t, "/api/payment/verify", { ...checkout, razorpay_signature: "0".repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect((await get(t, "/api/payment/status", buyer.token)).json().role).toBe("enterprise");
  });

  it("fails on request and leaves the plan alone", async () => {
    const buyer = await signUp(t);
    const order = (await post(t, "/api/payment/order", { plan: "professional" }, buyer.token)).json();
    const failed = await post(t, "/api/payment/simulate", { orderId: order.orderId, outcome: "failure" }, buyer.token);
    expect(failed.json()).toEqual({ failed: true });
    expect((await get(t, "/api/payment/status", buyer.token)).json().role).toBe("starter");
    expect((await get(t, "/api/payment/history", buyer.token)).json()[0].status).toBe("failed");
  });
});
