import { describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { get, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { enrolledUser as enrolUser, TOTP_STEP_MS, codeFor as totpCode, trpcCall } from "../helpers/two-factor";

// Throttles on: wrong codes must count toward the real lockout.
const t = setupTestApp({ env: { RATE_LIMITS: "on" } });

const STEP_MS = TOTP_STEP_MS;
let lastAddress = 10;
/** Each test signs in from its own address, so the per-address limits of one do not touch another. */
const newAddress = () => `198.51.100.${lastAddress++}`;

const codeFor = (secret: string) => totpCode(t, secret);
const trpc = (path: string, input: unknown, token?: string, remoteAddress?: string) =>
  trpcCall(t, path, input, token, remoteAddress);
const enrolledUser = () => enrolUser(t);

const loginFrom = (remoteAddress: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/users/login", payload, remoteAddress });
const mfaFrom = (remoteAddress: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/users/login/mfa", payload, remoteAddress });

describe("two-factor enrolment (users)", () => {
  it("sets up with a QR code, is on only after a good code, keeps the secret encrypted and says so by e-mail", async () => {
    const user = await signUp(t);
    const status = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/trpc/auth.twoFactor.status",
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).json().result.data;
    expect(await status()).toMatchObject({ enabled: false, backupCodesLeft: 0 });

    const begun = (await trpc("auth.twoFactor.begin", undefined, user.token)).body.result.data;
    expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.otpauthUri).toContain("otpauth://totp/");
    expect(begun.otpauthUri).toContain(`secret=${begun.secret}`);
    expect(begun.otpauthUri).toContain(encodeURIComponent(user.email));
    expect(begun.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await t.database.db.twoFactor.findUniqueOrThrow({ where: { userId: user._id } });
    expect(row.secret).not.toContain(begun.secret);
    expect(row.enabledAt).toBeNull();

    // Pending: the password alone still signs in.
    const plain = await loginFrom(newAddress(), { email: user.email, password: user.password });
    expect(plain.json().token).toBeTruthy();

    const wrong = await trpc("auth.twoFactor.confirm", { code: "000000" }, user.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(/does not match/);
    const confirmed = await trpc("auth.twoFactor.confirm", { code: codeFor(begun.secret) }, user.token);
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.result.data.backupCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
    const stored = await t.database.db.backupCode.findMany({ where: { twoFactorId: row.id }, select: { hash: true } });
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) expect(codes.map((code) => code.replace("-", ""))).not.toContain(hash);
    expect(await status()).toMatchObject({ enabled: true, backupCodesLeft: 10 });
    const notice = (message: { to: string[]; subject: string }) =>
      message.to.includes(user.email) && message.subject.endsWith("two-factor sign-in turned on");
    expect(await t.mail.until(notice)).toHaveLength(1);

    // On already: starting again is refused instead of replacing a working authenticator.
    expect((await trpc("auth.twoFactor.begin", undefined, user.token)).status).toBe(409);
  });
});

describe("two-factor sign-in (users)", () => {
  it("REST: the password answers mfaRequired, and only a fresh code opens a session of the spec's shape", async () => {
    const user = await enrolledUser();
    const address = newAddress();
    const first = await loginFrom(address, { email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    const step = first.json();
    expect(step).toEqual({ mfaRequired: true, mfaToken: expect.any(String), message: expect.any(String) });
    // The step token opens nothing by itself.
    expect((await get(t, "/api/users/profile", step.mfaToken)).statusCode).toBe(401);

    const wrong = await mfaFrom(address, { mfaToken: step.mfaToken, code: "123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/not valid/);
    const forged = await mfaFrom(address, { mfaToken: `${step.mfaToken}x`, code: codeFor(user.secret) });
    expect(forged.statusCode).toBe(401);
    expect((await mfaFrom(address, { mfaToken: step.mfaToken })).statusCode).toBe(400);

    const code = codeFor(user.secret);
    const signedIn = await mfaFrom(address, { mfaToken: step.mfaToken, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      token: expect.any(String),
      _id: user._id,
      name: user.name,
      email: user.email,
      role: "starter",
      locale: "en",
    });
    expect((await get(t, "/api/users/profile", signedIn.json().token)).statusCode).toBe(200);

    // The same code again, even within its 30 seconds, is a replay.
    const again = (await loginFrom(address, { email: user.email, password: user.password })).json();
    expect((await mfaFrom(address, { mfaToken: again.mfaToken, code })).statusCode).toBe(401);
    t.clock.advance(STEP_MS);
    expect((await mfaFrom(address, { mfaToken: again.mfaToken, code: codeFor(user.secret) })).statusCode).toBe(200);
  });

  it("tRPC: login and loginMfa give the client the same two steps", async () => {
    const user = await enrolledUser();
    const address = newAddress();
    const step = await trpc(
      "auth.login",
      { email: user.email, password: user.password, rememberMe: true },
      undefined,
      address,
    );
    expect(step.body.result.data).toMatchObject({ mfaRequired: true });
    expect(step.body.result.data.token).toBeUndefined();
    const done = await trpc(
      "auth.loginMfa",
      { mfaToken: step.body.result.data.mfaToken, code: codeFor(user.secret) },
      undefined,
      address,
    );
    expect(done.status).toBe(200);
    expect(done.body.result.data).toMatchObject({ _id: user._id, token: expect.any(String) });
    // Remember me survives the second step.
    const sessions = await t.database.db.session.findMany({
      where: { userId: user._id },
      orderBy: { createdAt: "desc" },
      take: 1,
      select: { rememberMe: true },
    });
    expect(sessions[0]?.rememberMe).toBe(true);
  });

  it("a backup code signs in once, and two parallel uses of one cannot both succeed", async () => {
    const user = await enrolledUser();
    let address = newAddress();
    const step = async () =>
      (await loginFrom(address, { email: user.email, password: user.password })).json().mfaToken as string;
    const [first, second] = user.backupCodes as [string, string];
    // Typed with a space and in capitals, as people copy codes.
    const used = await mfaFrom(address, { mfaToken: await step(), code: ` ${first.toUpperCase().replace("-", " ")} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect((await mfaFrom(address, { mfaToken: await step(), code: first })).statusCode).toBe(401);

    address = newAddress();
    const [a, b] = [await step(), await step()];
    const racing = await Promise.all([
      mfaFrom(address, { mfaToken: a, code: second }),
      mfaFrom(address, { mfaToken: b, code: second }),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const left = await t.database.db.backupCode.count({
      where: { twoFactor: { userId: user._id }, usedAt: null },
    });
    expect(left).toBe(8);
  });

  it("the step token opens one session: once used it is refused, and two uses at once open one", async () => {
    const user = await enrolledUser();
    const address = newAddress();
    const unusedBackupCodes = () =>
      t.database.db.backupCode.count({ where: { twoFactor: { userId: user._id }, usedAt: null } });
    const sessions = () => t.database.db.session.count({ where: { userId: user._id } });
    const step = (await loginFrom(address, { email: user.email, password: user.password })).json();
    // A wrong code spends nothing: the token still opens the session with a right one.
    expect((await mfaFrom(address, { mfaToken: step.mfaToken, code: "000000" })).statusCode).toBe(401);
    expect((await mfaFrom(address, { mfaToken: step.mfaToken, code: codeFor(user.secret) })).statusCode).toBe(200);
    const [spare, other] = user.backupCodes.slice(2) as [string, string];
    const reused = await mfaFrom(address, { mfaToken: step.mfaToken, code: spare });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(englishText("twoFactor.stepUsed"));
    expect(await unusedBackupCodes()).toBe(10);

    // One fresh token, two good backup codes at once: one session, and the loser's code stays unused.
    const before = await sessions();
    const fresh = (await loginFrom(address, { email: user.email, password: user.password })).json();
    const racing = await Promise.all([
      mfaFrom(address, { mfaToken: fresh.mfaToken, code: spare }),
      mfaFrom(address, { mfaToken: fresh.mfaToken, code: other }),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(await sessions()).toBe(before + 1);
    expect(await unusedBackupCodes()).toBe(9);
  });

  it("wrong codes count toward the same lockout as wrong passwords, for that client only", async () => {
    const user = await enrolledUser();
    const address = newAddress();
    // The password is one attempt; it is not forgiven until the code is right.
    const step = (await loginFrom(address, { email: user.email, password: user.password })).json();
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await mfaFrom(address, { mfaToken: step.mfaToken, code: "000000" })).statusCode).toBe(401);
    const locked = await mfaFrom(address, { mfaToken: step.mfaToken, code: codeFor(user.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts/);
    expect((await loginFrom(address, { email: user.email, password: user.password })).statusCode).toBe(429);

    // Elsewhere the owner signs in, and a good code clears the count.
    const elsewhere = newAddress();
    const own = (await loginFrom(elsewhere, { email: user.email, password: user.password })).json();
    expect((await mfaFrom(elsewhere, { mfaToken: own.mfaToken, code: codeFor(user.secret) })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      t.clock.advance(STEP_MS);
      const next = (await loginFrom(elsewhere, { email: user.email, password: user.password })).json();
      expect((await mfaFrom(elsewhere, { mfaToken: next.mfaToken, code: codeFor(user.secret) })).statusCode).toBe(200);
    }
  });

  it("new backup codes need a code and replace the old ones", async () => {
    const user = await enrolledUser();
    expect((await trpc("auth.twoFactor.regenerateBackupCodes", { code: "000000" }, user.token)).status).toBe(400);
    const renewed = await trpc("auth.twoFactor.regenerateBackupCodes", { code: codeFor(user.secret) }, user.token);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.result.data.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const address = newAddress();
    const step = async () =>
      (await loginFrom(address, { email: user.email, password: user.password })).json().mfaToken as string;
    expect((await mfaFrom(address, { mfaToken: await step(), code: user.backupCodes[0] })).statusCode).toBe(401);
    expect((await mfaFrom(address, { mfaToken: await step(), code: fresh[0] })).statusCode).toBe(200);
  });

  it("turning it off needs the password and a code; then the password alone signs in again", async () => {
    const user = await enrolledUser();
    const disable = (input: object) => trpc("auth.twoFactor.disable", input, user.token);
    const noPassword = await disable({ password: "Wrong-Password-1", code: codeFor(user.secret) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.message).toBe(englishText("account.wrongPassword"));
    expect((await disable({ password: user.password, code: "000000" })).status).toBe(400);
    expect((await disable({ password: user.password })).status).toBe(400);
    const off = await disable({ password: user.password, code: codeFor(user.secret) });
    expect(off.status).toBe(200);
    const notice = (message: { to: string[]; subject: string }) =>
      message.to.includes(user.email) && message.subject.endsWith("two-factor sign-in turned off");
    expect(await t.mail.until(notice)).toHaveLength(1);
    expect(await t.database.db.twoFactor.count({ where: { userId: user._id } })).toBe(0);
    const plain = await loginFrom(newAddress(), { email: user.email, password: user.password });
    expect(plain.json()).toMatchObject({ token: expect.any(String), _id: user._id });
  });

  it("a step token is for one audience: a user's opens no admin sign-in", async () => {
    const user = await enrolledUser();
    const step = (await loginFrom(newAddress(), { email: user.email, password: user.password })).json();
    const admin = await post(t, "/api/admin/login/mfa", { mfaToken: step.mfaToken, code: codeFor(user.secret) });
    expect(admin.statusCode).toBe(401);
  });
});

describe("deleting an account with two-factor on", () => {
  it("needs a good code besides the password and DELETE, and then erases the account and its second factor", async () => {
    const user = await enrolledUser();
    const remove = (body: object) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/users/me",
        payload: { password: user.password, confirm: "DELETE", ...body },
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: newAddress(),
      });
    const missing = await remove({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter the code from your authenticator app");
    const wrong = await remove({ code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^That code is not valid/);
    expect(await t.database.db.user.count({ where: { id: user._id } })).toBe(1);

    const done = await remove({ code: user.backupCodes[0] });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.database.db.user.count({ where: { id: user._id } })).toBe(0);
    expect(await t.database.db.twoFactor.count({ where: { userId: user._id } })).toBe(0);
  });
});
