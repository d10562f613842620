import { describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { setupTestApp } from "../helpers/app";
import { codeFor, enrolledUser, trpcCall } from "../helpers/two-factor";

// Every door where a password or code is tried on an account counts toward the one login lockout for
// that account and client (5 in 15 minutes; README, "Two-factor sign-in"), so a stolen session cannot
// guess codes at one door after another. Throttles on.
const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

let lastAddress = 10;
const newAddress = () => `192.0.2.${lastAddress++}`;
const LOCKED = /^Too many wrong passwords or codes\. Try again in/;

const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/users/login", payload: { email, password }, remoteAddress });

/** Five wrong tries at one door from `address`: each refused as wrong, then the sixth (right or not) locked. */
async function lockOut(door: (address: string, right: boolean) => Promise<{ status: number; message: string }>) {
  const address = newAddress();
  for (let attempt = 0; attempt < 5; attempt++) expect((await door(address, false)).status).toBe(400);
  const locked = await door(address, true);
  expect(locked.status).toBe(429);
  expect(locked.message).toMatch(LOCKED);
  return address;
}

describe("codes tried once signed in count toward the login lockout", () => {
  it("deleting the account: five wrong codes with the right password lock further tries, and the login", async () => {
    const user = await enrolledUser(t);
    const address = await lockOut(async (remoteAddress, right) => {
      const response = await t.app.inject({
        method: "DELETE",
        url: "/api/users/me",
        payload: { password: user.password, code: right ? codeFor(t, user.secret) : "000000", confirm: "DELETE" },
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress,
      });
      return { status: response.statusCode, message: response.json().message };
    });
    expect(await t.database.db.user.count({ where: { id: user._id } })).toBe(1);
    // The same lockout as the sign-in's, for this client only.
    expect((await loginFrom(address, user.email, user.password)).statusCode).toBe(429);
    expect((await loginFrom(newAddress(), user.email, user.password)).statusCode).toBe(200);
  });

  it("turning two-factor off, new backup codes and the setup code count the same way", async () => {
    // Each door on an account of its own: the per-account cap across clients (10) must not be what refuses.
    for (const path of ["auth.twoFactor.disable", "auth.twoFactor.regenerateBackupCodes"]) {
      const user = await enrolledUser(t);
      const address = await lockOut(async (remoteAddress, right) => {
        const code = right ? codeFor(t, user.secret) : "000000";
        const answer = await trpcCall(t, path, { password: user.password, code }, user.token, remoteAddress);
        return { status: answer.status, message: answer.body.error?.message };
      });
      expect((await loginFrom(address, user.email, user.password)).statusCode, path).toBe(429);
    }

    // Setting up: a new user's wrong first codes.
    const other = await enrolledUser(t);
    await trpcCall(t, "auth.twoFactor.disable", { password: other.password, code: other.backupCodes[0] }, other.token);
    const begun = await trpcCall(t, "auth.twoFactor.begin", undefined, other.token);
    const { secret } = begun.body.result.data as { secret: string };
    const setup = await lockOut(async (address, right) => {
      const answer = await trpcCall(
        t,
        "auth.twoFactor.confirm",
        { code: right ? codeFor(t, secret) : "000000" },
        other.token,
        address,
      );
      return { status: answer.status, message: answer.body.error?.message };
    });
    expect((await loginFrom(setup, other.email, other.password)).statusCode).toBe(429);
  });

  it("an administrator's codes count toward the administrators' lockout", async () => {
    await ensureAdmin(t.database.db, { username: "lockout_ops", password: "Harbour-Lantern-2026!" });
    const signIn = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "lockout_ops", password: "Harbour-Lantern-2026!" },
        remoteAddress,
      });
    const token = (await signIn(newAddress())).json().token as string;
    const begun = await trpcCall(t, "admin.twoFactor.begin", undefined, token);
    const { secret } = begun.body.result.data as { secret: string };
    const address = await lockOut(async (remoteAddress, right) => {
      const answer = await trpcCall(
        t,
        "admin.twoFactor.confirm",
        { code: right ? codeFor(t, secret) : "000000" },
        token,
        remoteAddress,
      );
      return { status: answer.status, message: answer.body.error?.message };
    });
    expect((await signIn(address)).statusCode).toBe(429);
    expect((await signIn(newAddress())).statusCode).toBe(200);
  });

  it("an administrator's current password in a password change counts toward the same lockout", async () => {
    const password = "Monsoon-Pelican-2026!";
    await ensureAdmin(t.database.db, { username: "lockout_pw", password });
    const signIn = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "lockout_pw", password },
        remoteAddress,
      });
    const token = (await signIn(newAddress())).json().token as string;
    const address = await lockOut(async (remoteAddress, right) => {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/admin/change-password",
        payload: { currentPassword: right ? password : "Wrong-Password-000", newPassword: "Indigo-Falcon-58-Quartz" },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress,
      });
      return { status: response.statusCode, message: response.json().message };
    });
    expect((await signIn(address)).statusCode).toBe(429);
    expect((await signIn(newAddress())).statusCode).toBe(200);
  });
});
