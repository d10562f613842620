import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import { loadConfig } from "../../server/core/config";
import { englishText } from "../../shared/server-messages";
import { get, post, trpcMutation } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

// ADMIN_REQUIRE_2FA on, as in production, and the real throttles.
const t = setupTestApp({ env: { ADMIN_REQUIRE_2FA: "true", RATE_LIMITS: "on" } });

const STEP_MS = 30_000;
const PASSWORD = "Admin-Pass-2026!";
let lastAddress = 10;
const newAddress = () => `203.0.113.${lastAddress++}`;

const codeFor = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

const from = (remoteAddress: string) => ({
  post: (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress }),
});

async function trpcPost(path: string, input: unknown, token: string) {
  const response = await trpcMutation(t, path, input, token);
  return { status: response.statusCode, body: response.json() };
}

/** An administrator made to enrol at sign-in, as ADMIN_REQUIRE_2FA does; returns the secret and a session. */
async function enrolAtSignIn(username: string) {
  const client = from(newAddress());
  const step = (await client.post("/api/admin/login", { username, password: PASSWORD })).json();
  expect(step).toMatchObject({ mfaEnrolmentRequired: true });
  const begun = await client.post("/api/admin/login/mfa/enrol", { mfaToken: step.mfaToken });
  expect(begun.statusCode, begun.body).toBe(200);
  const { secret } = begun.json();
  const done = await client.post("/api/admin/login/mfa/enrol/confirm", {
    mfaToken: step.mfaToken,
    code: codeFor(secret),
  });
  expect(done.statusCode, done.body).toBe(200);
  t.clock.advance(STEP_MS);
  return { secret, ...(done.json() as { token: string; _id: string; backupCodes: string[] }) };
}

beforeAll(async () => {
  for (const username of ["root", "second", "third", "fourth", "fifth"])
    await ensureAdmin(t.database.db, { username, password: PASSWORD, name: `Admin ${username}` });
});

describe("ADMIN_REQUIRE_2FA", () => {
  it("defaults to on in production only", () => {
    const secrets = {
      JWT_SECRET: "a".repeat(40),
      ADMIN_JWT_SECRET: "b".repeat(40),
      OTP_SECRET: "c".repeat(40),
      API_KEY_SECRET: "d".repeat(40),
      DATA_DIR: t.config.DATA_DIR,
    };
    expect(loadConfig({ ...secrets, NODE_ENV: "development" }).ADMIN_REQUIRE_2FA).toBe(false);
    expect(loadConfig({ ...secrets, NODE_ENV: "development", ADMIN_REQUIRE_2FA: "true" }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(t.config.ADMIN_REQUIRE_2FA).toBe(true);
  });

  it("sends an administrator without two-factor to enrolment after the password; finishing it opens the session", async () => {
    const client = from(newAddress());
    const step = await client.post("/api/admin/login", { username: "root", password: PASSWORD });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({
      mfaEnrolmentRequired: true,
      mfaToken: expect.any(String),
      message: expect.any(String),
    });
    const { mfaToken } = step.json();
    // The enrolment token is no session, and no sign-in code step either.
    expect((await get(t, "/api/admin/profile", mfaToken)).statusCode).toBe(401);
    expect((await client.post("/api/admin/login/mfa", { mfaToken, code: "123456" })).statusCode).toBe(401);
    expect((await client.post("/api/admin/login/mfa/enrol", { mfaToken: "forged" })).statusCode).toBe(401);

    const begun = (await client.post("/api/admin/login/mfa/enrol", { mfaToken })).json();
    expect(begun.otpauthUri).toContain("otpauth://totp/");
    expect(begun.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await client.post("/api/admin/login/mfa/enrol/confirm", { mfaToken, code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const done = await client.post("/api/admin/login/mfa/enrol/confirm", { mfaToken, code: codeFor(begun.secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token: expect.any(String), username: "root", backupCodes: expect.any(Array) });
    expect(done.json().backupCodes).toHaveLength(10);
    expect((await get(t, "/api/admin/profile", done.json().token)).statusCode).toBe(200);

    const audit = (await get(t, "/api/admin/audit-log", done.json().token)).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toContain("admin.two-factor.enable");

    // From now on the password step asks for a code.
    t.clock.advance(STEP_MS);
    const next = (await client.post("/api/admin/login", { username: "root", password: PASSWORD })).json();
    expect(next).toMatchObject({ mfaRequired: true });
    const signedIn = await client.post("/api/admin/login/mfa", {
      mfaToken: next.mfaToken,
      code: codeFor(begun.secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      token: expect.any(String),
      _id: done.json()._id,
      name: "Admin root",
      username: "root",
    });

    // The admin panel's own calls (tRPC) take the same two steps.
    t.clock.advance(STEP_MS);
    const trpc = (path: string, input: object) =>
      t.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        payload: input,
        headers: { "content-type": "application/json" },
        remoteAddress: newAddress(),
      });
    const trpcStep = (await trpc("admin.login", { username: "root", password: PASSWORD })).json().result.data;
    expect(trpcStep).toMatchObject({ mfaRequired: true });
    expect(trpcStep.token).toBeUndefined();
    const viaTrpc = await trpc("admin.loginMfa", { mfaToken: trpcStep.mfaToken, code: codeFor(begun.secret) });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    expect(viaTrpc.json().result.data).toMatchObject({ username: "root", token: expect.any(String) });
  });

  it("keeps two-factor on for administrators: turning it off is refused", async () => {
    const admin = await enrolAtSignIn("second");
    const off = await trpcPost(
      "admin.twoFactor.disable",
      { password: PASSWORD, code: codeFor(admin.secret) },
      admin.token,
    );
    expect(off.status).toBe(403);
    expect(off.body.error.message).toMatch(/ADMIN_REQUIRE_2FA/);
    const status = (
      await t.app.inject({
        method: "GET",
        url: "/trpc/admin.twoFactor.status",
        headers: { authorization: `Bearer ${admin.token}` },
      })
    ).json().result.data;
    expect(status).toMatchObject({ enabled: true, required: true, backupCodesLeft: 10 });
  });
});

describe("admin sign-in with a code", () => {
  it("accepts a backup code once and counts wrong codes toward the lockout", async () => {
    const admin = await enrolAtSignIn("third");
    const client = from(newAddress());
    const step = async () =>
      (await client.post("/api/admin/login", { username: "third", password: PASSWORD })).json().mfaToken as string;
    const backup = admin.backupCodes[0] as string;
    expect((await client.post("/api/admin/login/mfa", { mfaToken: await step(), code: backup })).statusCode).toBe(200);
    expect((await client.post("/api/admin/login/mfa", { mfaToken: await step(), code: backup })).statusCode).toBe(401);
    // That was the password (1) and a wrong code (2): three more wrong codes and the fourth try is refused.
    const mfaToken = await step();
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await client.post("/api/admin/login/mfa", { mfaToken, code: "000000" })).statusCode).toBe(401);
    const locked = await client.post("/api/admin/login/mfa", { mfaToken, code: codeFor(admin.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed login attempts/);
  });

  it("a step token opens one session: the enrolment and the sign-in token are refused once used", async () => {
    const client = from(newAddress());
    const enrol = (await client.post("/api/admin/login", { username: "fifth", password: PASSWORD })).json();
    const begun = (await client.post("/api/admin/login/mfa/enrol", { mfaToken: enrol.mfaToken })).json();
    const enrolled = await client.post("/api/admin/login/mfa/enrol/confirm", {
      mfaToken: enrol.mfaToken,
      code: codeFor(begun.secret),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    t.clock.advance(STEP_MS);
    const usedAgain = [
      await client.post("/api/admin/login/mfa/enrol", { mfaToken: enrol.mfaToken }),
      await client.post("/api/admin/login/mfa/enrol/confirm", {
        mfaToken: enrol.mfaToken,
        code: codeFor(begun.secret),
      }),
    ];
    for (const answer of usedAgain)
      expect(answer.json(), answer.body).toEqual({
        message: englishText("twoFactor.stepUsed"),
        code: "twoFactor.stepUsed",
      });
    expect(usedAgain.map((answer) => answer.statusCode)).toEqual([401, 401]);

    const step = (await client.post("/api/admin/login", { username: "fifth", password: PASSWORD })).json();
    const signedIn = await client.post("/api/admin/login/mfa", {
      mfaToken: step.mfaToken,
      code: codeFor(begun.secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    t.clock.advance(STEP_MS);
    const reused = await client.post("/api/admin/login/mfa", { mfaToken: step.mfaToken, code: codeFor(begun.secret) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(englishText("twoFactor.stepUsed"));
    const admin = await t.database.db.admin.findUniqueOrThrow({ where: { username: "fifth" }, select: { id: true } });
    expect(await t.database.db.session.count({ where: { adminId: admin.id } })).toBe(2);
  });

  it("enrols from Settings too (tRPC), audited, and renews backup codes with a code", async () => {
    // An administrator signed in before the rule, or on an instance without it: Settings is where they enrol.
    const admin = await t.database.db.admin.findUniqueOrThrow({ where: { username: "fourth" }, select: { id: true } });
    const token = await t.deps.tokens.sign(
      "admin",
      admin.id,
      (
        await t.database.db.session.create({
          data: {
            adminId: admin.id,
            idleExpiresAt: new Date(Date.now() + 3_600_000),
            expiresAt: new Date(Date.now() + 3_600_000),
          },
          select: { id: true },
        })
      ).id,
    );
    const begun = await trpcPost("admin.twoFactor.begin", undefined, token);
    expect(begun.status).toBe(200);
    const { secret } = begun.body.result.data;
    const confirmed = await trpcPost("admin.twoFactor.confirm", { code: codeFor(secret) }, token);
    expect(confirmed.status).toBe(200);
    t.clock.advance(STEP_MS);
    const renewed = await trpcPost("admin.twoFactor.regenerateBackupCodes", { code: codeFor(secret) }, token);
    expect(renewed.status).toBe(200);
    const actions = await t.database.db.auditLog.findMany({ where: { adminId: admin.id }, select: { action: true } });
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      "admin.two-factor.backup-codes",
      "admin.two-factor.enable",
    ]);
    // An access token is no step token.
    expect((await post(t, "/api/admin/login/mfa", { mfaToken: token, code: codeFor(secret) })).statusCode).toBe(401);
  });
});
