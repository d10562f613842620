import { describe, expect, it } from "vitest";
import { get, newAccount, post, requestSignupCode, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();

describe("sign-up with an e-mailed code", () => {
  it("pre-registers, mails a code, registers with it and signs the user in as starter", async () => {
    const account = newAccount({ email: "New.Person@Example.COM" });
    const before = t.mail.messages.length;
    const pre = await post(t, "/api/users/pre-register", account);
    expect(pre.statusCode).toBe(200);
    expect(pre.json().message).toBe("Verification code sent to new.person@example.com. It expires in 10 minutes.");
    const mail = await t.mail.next("new.person@example.com", before);
    expect(mail.subject).toBe("NexGen AI: Your verification code");
    expect(mail.raw).toContain("NexGen AI");
    expect(mail.raw).toContain("text/html");

    const registered = await post(t, "/api/users/register", { ...account, otp: mail.code });
    expect(registered.statusCode).toBe(201);
    const body = registered.json();
    expect(Object.keys(body).sort()).toEqual(["_id", "email", "locale", "name", "role", "token"]);
    expect(body).toMatchObject({ name: account.name, email: "new.person@example.com", role: "starter", locale: "en" });

    const profile = await get(t, "/api/users/profile", body.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      _id: body._id,
      username: account.username,
      role: "starter",
      planStatus: "free",
    });
  });

  it("returns the password rules broken, as an errors list", async () => {
    const response = await post(t, "/api/users/pre-register", newAccount({ password: "password" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Password does not meet the requirements",
      code: "password.rules",
      errors: [
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        "Password must contain at least one special character",
      ],
    });
  });

  it("refuses a taken e-mail or username with 409 and a message", async () => {
    const existing = await signUp(t);
    const sameEmail = await post(t, "/api/users/pre-register", newAccount({ email: existing.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("An account with this email already exists");
    const sameUsername = await post(
      t,
      "/api/users/pre-register",
      newAccount({ username: existing.username.toUpperCase() }),
    );
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe("This username is already taken");
  });

  it("validates the payload with readable messages", async () => {
    const response = await post(t, "/api/users/pre-register", { ...newAccount(), email: "not-an-email" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid email format");
    const missing = await post(t, "/api/users/register", { ...newAccount() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("OTP is required");
  });

  it("cannot skip the code, and ignores role or any field beyond the documented payload", async () => {
    const account = newAccount();
    const withoutCode = await post(t, "/api/users/register", { ...account, otp: "123456" });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe("Invalid or expired OTP");

    const otp = await requestSignupCode(t, account);
    const response = await post(t, "/api/users/register", {
      ...account,
      otp,
      role: "enterprise",
      _id: "attacker-chosen",
      planExpiresAt: "2099-01-01",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe("starter");
    const user = await t.database.db.user.findUniqueOrThrow({ where: { email: account.email } });
    expect(user).toMatchObject({ role: "starter", planExpiresAt: null });
    expect(user.id).not.toBe("attacker-chosen");
  });

  it("lets exactly one of ten parallel registrations with the same valid code through, with no 500", async () => {
    const account = newAccount();
    const otp = await requestSignupCode(t, account);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(t, "/api/users/register", { ...account, otp })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 400, 409].includes(status))).toBe(true);
    expect(await t.database.db.user.count({ where: { email: account.email } })).toBe(1);
  });

  it("kills a code after five wrong tries, even for the right code afterwards", async () => {
    const account = newAccount();
    const otp = await requestSignupCode(t, account);
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      messages.push((await post(t, "/api/users/register", { ...account, otp: wrong })).json().message);
    expect(messages.slice(0, 4)).toEqual(Array(4).fill("Invalid or expired OTP"));
    expect(messages[4]).toBe("Too many incorrect attempts. Please request a new code.");
    const right = await post(t, "/api/users/register", { ...account, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("Too many incorrect attempts. Please request a new code.");
  });

  it("expires a code after 10 minutes", async () => {
    const account = newAccount();
    const otp = await requestSignupCode(t, account);
    t.clock.advance(10 * 60 * 1000 + 1000);
    try {
      const response = await post(t, "/api/users/register", { ...account, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid or expired OTP");
    } finally {
      t.clock.reset();
    }
  });

  it("binds a code to its e-mail", async () => {
    const first = newAccount();
    const otp = await requestSignupCode(t, first);
    const other = newAccount();
    await requestSignupCode(t, other);
    const response = await post(t, "/api/users/register", { ...other, otp });
    // Only a 1-in-a-million coincidence of both codes could let this through.
    expect(response.statusCode).toBe(400);
  });

  it("allows the first resend after 30 seconds and later ones after 300 (429 with cooldown); a new code replaces the old one", async () => {
    const account = newAccount();
    const first = await requestSignupCode(t, account);
    const tooSoon = await post(t, "/api/otp/resend-otp", { email: account.email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().cooldown).toBeGreaterThan(20);
    expect(tooSoon.json().cooldown).toBeLessThanOrEqual(30);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    expect(Number(tooSoon.headers["retry-after"])).toBe(tooSoon.json().cooldown);

    // Submitting the form again within the cooldown does not mail again.
    const again = await post(t, "/api/users/pre-register", account);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toContain("We already sent a code");
    expect(t.mail.count(account.email)).toBe(1);

    t.clock.advance(31 * 1000);
    try {
      const before = t.mail.messages.length;
      const resent = await post(t, "/api/otp/resend-otp", { email: account.email });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: "OTP resent successfully", cooldown: 300 });
      const second = (await t.mail.next(account.email, before)).code;
      const later = await post(t, "/api/otp/resend-otp", { email: account.email });
      expect(later.statusCode).toBe(429);
      expect(later.json().cooldown).toBeGreaterThan(290);
      expect(later.json().cooldown).toBeLessThanOrEqual(300);
      if (second !== first) {
        const old = await post(t, "/api/users/register", { ...account, otp: first });
        expect(old.statusCode).toBe(400);
      }
      expect((await post(t, "/api/users/register", { ...account, otp: second })).statusCode).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it("answers a resend the same for an unknown, a registered and a waiting address, and mails only the waiting one", async () => {
    const registered = await signUp(t);
    const waiting = newAccount();
    await requestSignupCode(t, waiting);
    t.clock.advance(31 * 1000);
    try {
      const before = t.mail.messages.length;
      const answers = await Promise.all(
        ["nobody-pending@example.com", registered.email, waiting.email].map((email) =>
          post(t, "/api/otp/resend-otp", { email }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().message).toBe("OTP resent successfully");
      }
      await t.mail.next(waiting.email, before);
      expect(t.mail.count(registered.email)).toBe(1);
      expect(t.mail.count("nobody-pending@example.com")).toBe(0);
      // A registered owner never gets a sign-up code, over tRPC either.
      const trpc = await t.app.inject({
        method: "POST",
        url: "/trpc/otp.resend",
        payload: { email: registered.email },
      });
      expect(trpc.statusCode).toBe(200);
      expect(t.mail.count(registered.email)).toBe(1);
    } finally {
      t.clock.reset();
    }
  });

  it("leaves no valid code behind when the mail cannot be sent", async () => {
    const account = newAccount();
    t.mail.setFailing(true);
    try {
      const response = await post(t, "/api/users/pre-register", account);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        "We could not send the verification email. Please try again in a few minutes.",
      );
    } finally {
      t.mail.setFailing(false);
    }
    expect(
      await t.database.db.otpChallenge.count({ where: { email: account.email, expiresAt: { gt: new Date() } } }),
    ).toBe(0);
    // And the person can try again at once (no cooldown from a code they never got).
    expect((await post(t, "/api/users/pre-register", account)).statusCode).toBe(200);
  });
});
