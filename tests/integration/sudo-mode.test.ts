import { afterEach, describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { REAUTH_REQUIRED, RECENT_AUTH_MINUTES } from "../../shared/sudo-mode";
import { post, put, signInAdmin, signUp, signUpEnterprise, trpcQuery } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { codeFor, enrolledUser, TOTP_STEP_MS, trpcCall } from "../helpers/two-factor";

// Sudo mode (README, "Sessions"): what changes how an account is protected needs the password (and the
// code, with two-factor on) proved on the session within 10 minutes; signing in counts. Throttles on.
const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

const ELEVEN_MINUTES = 11 * 60 * 1000;
let lastAddress = 10;
const newAddress = () => `198.18.0.${lastAddress++}`;

afterEach(() => t.clock.reset());

/** A tRPC refusal for being outside sudo mode: 403, the message, and what the client's dialog needs. */
function expectReauth(answer: { status: number; body: { error?: { message: string; data: { extra?: unknown } } } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body.error?.message).toBe(englishText("auth.reauthRequired"));
  return answer.body.error?.data.extra as { reason: string; twoFactor: boolean };
}

describe("sudo mode", () => {
  it("a session signed in within 10 minutes may turn two-factor on and create API keys; an older one must confirm", async () => {
    const user = await signUpEnterprise(t);
    expect((await trpcCall(t, "apiKeys.create", { name: "Fresh" }, user.token)).status).toBe(200);
    expect((await trpcCall(t, "auth.twoFactor.begin", undefined, user.token)).status).toBe(200);

    t.clock.advance(ELEVEN_MINUTES);
    expect(expectReauth(await trpcCall(t, "apiKeys.create", { name: "Stale" }, user.token))).toEqual({
      reason: REAUTH_REQUIRED,
      twoFactor: false,
    });
    expectReauth(await trpcCall(t, "auth.twoFactor.begin", undefined, user.token));
    expectReauth(await trpcCall(t, "auth.twoFactor.confirm", { code: "123456" }, user.token));
    // Reading stays open: only changes need the confirmation.
    expect((await trpcQuery(t, "apiKeys.list", undefined, user.token)).statusCode).toBe(200);
    expect(await t.database.db.apiKey.count({ where: { userId: user._id } })).toBe(1);

    const wrong = await trpcCall(t, "auth.confirmIdentity", { password: "Not-The-Password-1" }, user.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(englishText("account.wrongPassword"));
    const confirmed = await trpcCall(t, "auth.confirmIdentity", { password: user.password }, user.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.result.data.message).toBe(
      englishText("auth.identityConfirmed", { minutes: RECENT_AUTH_MINUTES }),
    );
    expect(new Date(confirmed.body.result.data.confirmedUntil).getTime()).toBe(
      (await t.database.db.session.findFirstOrThrow({ where: { userId: user._id } })).reauthenticatedAt.getTime() +
        10 * 60 * 1000,
    );
    expect((await trpcCall(t, "apiKeys.create", { name: "Confirmed" }, user.token)).status).toBe(200);
    expect((await trpcCall(t, "auth.twoFactor.begin", undefined, user.token)).status).toBe(200);
    // The confirmation lasts 10 minutes too.
    t.clock.advance(ELEVEN_MINUTES);
    expectReauth(await trpcCall(t, "apiKeys.create", { name: "Stale again" }, user.token));
  });

  it("with two-factor on, confirming needs the code too, and a password change needs sudo mode (REST)", async () => {
    const user = await enrolledUser(t);
    t.clock.advance(ELEVEN_MINUTES);
    const change = () =>
      put(
        t,
        "/api/users/change-password",
        { currentPassword: user.password, newPassword: "Marigold-Heron-77" },
        user.token,
      );
    const refused = await change();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: englishText("auth.reauthRequired"),
      code: "auth.reauthRequired",
      reason: REAUTH_REQUIRED,
      twoFactor: true,
    });

    const confirm = (body: object) => post(t, "/api/users/confirm-identity", body, user.token);
    const noCode = await confirm({ password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(englishText("twoFactor.codeNeeded"));
    expect((await confirm({ password: user.password, code: "000000" })).statusCode).toBe(400);
    const confirmed = await confirm({ password: user.password, code: codeFor(t, user.secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: englishText("auth.identityConfirmed", { minutes: RECENT_AUTH_MINUTES }),
      confirmedUntil: expect.any(String),
    });
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("proofs sent with the request itself still count: without two-factor a password change, with it turning it off", async () => {
    const plain = await signUp(t);
    const twoFactor = await enrolledUser(t);
    t.clock.advance(ELEVEN_MINUTES);
    const changed = await put(
      t,
      "/api/users/change-password",
      { currentPassword: plain.password, newPassword: "Marigold-Heron-77" },
      plain.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    const off = await trpcCall(
      t,
      "auth.twoFactor.disable",
      { password: twoFactor.password, code: codeFor(t, twoFactor.secret) },
      twoFactor.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
  });

  it("holds for administrators' two-factor too, with admin.confirmIdentity", async () => {
    const token = await signInAdmin(t, "sudo_ops");
    t.clock.advance(ELEVEN_MINUTES);
    expect(expectReauth(await trpcCall(t, "admin.twoFactor.begin", undefined, token))).toEqual({
      reason: REAUTH_REQUIRED,
      twoFactor: false,
    });
    // A user's confirmation is no administrator's, and the reverse.
    expect((await trpcCall(t, "auth.confirmIdentity", { password: "Harbour-Lantern-2026!" }, token)).status).toBe(401);
    const confirmed = await trpcCall(t, "admin.confirmIdentity", { password: "Harbour-Lantern-2026!" }, token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await trpcCall(t, "admin.twoFactor.begin", undefined, token)).status).toBe(200);
  });

  it("a confirmation's wrong passwords count toward the login lockout for that client", async () => {
    const user = await signUp(t);
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await trpcCall(t, "auth.confirmIdentity", { password: "Not-The-Password-1" }, user.token, address);
      expect(wrong.status).toBe(400);
    }
    const locked = await trpcCall(t, "auth.confirmIdentity", { password: user.password }, user.token, address);
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/^Too many wrong passwords or codes\. Try again in/);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: user.password },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(429);
  });
});
