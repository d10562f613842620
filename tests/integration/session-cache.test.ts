import { beforeAll, describe, expect, it } from "vitest";
import { get, post, put, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// Sessions and accounts are served from memory; every change the app makes
// must drop that copy on the instance that made it before it answers.
const t = setupTestApp();
let adminToken = "";

beforeAll(async () => {
  adminToken = await signInAdmin(t, "root");
});

const profile = async (token: string) => (await get(t, "/api/users/profile", token)).statusCode;
const login = async (email: string, password: string) =>
  (await post(t, "/api/users/login", { email, password })).json().token as string;

describe("the session cache", () => {
  it("serves a session from memory until a change is announced", async () => {
    const user = await signUp(t);
    expect(await profile(user.token)).toBe(200);
    // Behind the app's back (no announcement), the copy in memory still answers...
    await t.database.db.session.updateMany({ where: { userId: user._id }, data: { revokedAt: new Date() } });
    expect(await profile(user.token)).toBe(200);
    // ...until the change is announced.
    await t.deps.bus.transaction(async (_tx, publish) => publish("user", user._id));
    expect(await profile(user.token)).toBe(401);
  });

  it("drops it at once on logout, password change, password reset and account deletion", async () => {
    const user = await signUp(t);
    const second = await login(user.email, user.password);
    const third = await login(user.email, user.password);
    for (const token of [user.token, second, third]) expect(await profile(token)).toBe(200);

    expect((await post(t, "/api/users/logout", undefined, third)).statusCode).toBe(200);
    expect(await profile(third)).toBe(401);

    const changed = await put(
      t,
      "/api/users/change-password",
      { currentPassword: user.password, newPassword: "Fresh-Start-55" },
      user.token,
    );
    expect(changed.statusCode).toBe(200);
    expect(await profile(user.token)).toBe(200);
    expect(await profile(second)).toBe(401);

    const code = async () => {
      const before = t.mail.messages.length;
      await post(t, "/api/otp/send-password-reset-otp", { email: user.email });
      return (await t.mail.next(user.email, before)).code as string;
    };
    const { resetToken } = (await post(t, "/api/otp/verify-otp", { email: user.email, otp: await code() })).json();
    const reset = await post(t, "/api/users/reset-password", {
      email: user.email,
      newPassword: "Brand-New-Pass-77",
      resetToken,
    });
    expect(reset.statusCode).toBe(200);
    expect(await profile(user.token)).toBe(401);

    const fresh = await login(user.email, "Brand-New-Pass-77");
    expect(await profile(fresh)).toBe(200);
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/delete",
      payload: { userId: user._id },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await profile(fresh)).toBe(401);
  });

  it("shows a new name and a bought plan on the next request", async () => {
    const user = await signUp(t);
    const chat = async () =>
      (await post(t, "/api/chat", { message: "hi", modelId: "google/gemma-3n-e2b-it:free" }, user.token)).statusCode;
    expect(await chat()).toBe(403);

    expect((await put(t, "/api/users/profile", { name: "Renamed Buyer" }, user.token)).statusCode).toBe(200);
    const order = (await post(t, "/api/payment/order", { plan: "professional" }, user.token)).json();
    expect(order.prefill.name).toBe("Renamed Buyer");

    const signed = await post(t, "/api/payment/simulate", { orderId: order.orderId, outcome: "success" }, user.token);
    const verified = await post(t, "/api/payment/verify", signed.json(), user.token);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await chat()).toBe(200);
  });
});
