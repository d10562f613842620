import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { get, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function login(email: string, password: string, rememberMe = false) {
  return post(t, "/api/users/login", { email, password, rememberMe });
}

describe("login", () => {
  it("signs in with the e-mail in any case and records the last login", async () => {
    const user = await signUp(t);
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user._id, name: user.name, email: user.email, role: "starter" });
    const row = await t.database.db.user.findUniqueOrThrow({ where: { id: user._id } });
    expect(row.lastLogin).not.toBeNull();
  });

  it("answers an unknown e-mail and a wrong password identically", async () => {
    const user = await signUp(t);
    const unknown = await login("nobody@example.com", user.password);
    const wrong = await login(user.email, "Wrong-Password-1");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: "Invalid email or password", code: "auth.invalidCredentials" });
  });
});

describe("access tokens", () => {
  it("refuses forged, expired and other-audience tokens with 401", async () => {
    const user = await signUp(t);
    const [, payload] = user.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const key = (secret: string) => new TextEncoder().encode(secret);
    const sign = (secret: string, changes: Record<string, unknown>, expiresIn = "15m") =>
      new SignJWT({ ...claims, ...changes })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key(secret));

    const forged = {
      algNone: new UnsecuredJWT(claims).encode(),
      wrongKey: await sign("some-other-secret-that-is-long-enough-000", {}),
      expired: await sign(t.config.JWT_SECRET, {}, "-1m"),
      wrongAudience: await sign(t.config.JWT_SECRET, { aud: "somebody-else" }),
      adminAudience: await sign(t.config.ADMIN_JWT_SECRET, { aud: "nexgen-ai:admin" }),
      adminAudienceUserKey: await sign(t.config.JWT_SECRET, { aud: "nexgen-ai:admin" }),
      tampered: `${user.token.slice(0, -4)}AAAA`,
      garbage: "not.a.token",
    };
    for (const [label, token] of Object.entries(forged)) {
      const response = await get(t, "/api/users/profile", token);
      expect(response.statusCode, label).toBe(401);
    }
    expect((await get(t, "/api/users/profile")).statusCode).toBe(401);
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("refreshes an expired access token within the idle window, not after it", async () => {
    const user = await signUp(t);
    try {
      t.clock.advance(20 * 60 * 1000);
      // The token's own expiry is checked against the real clock by jose; simulate expiry via the session window below.
      const refreshed = await post(t, "/api/users/refresh", undefined, user.token);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().token).toEqual(expect.any(String));

      t.clock.advance(DAY + HOUR);
      const late = await post(t, "/api/users/refresh", undefined, refreshed.json().token);
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe("Your session has ended. Please log in again.");
    } finally {
      t.clock.reset();
    }
  });

  it("keeps a Remember-me session for 30 idle days", async () => {
    const user = await signUp(t);
    const remembered = (await login(user.email, user.password, true)).json().token;
    try {
      t.clock.advance(20 * DAY);
      expect((await post(t, "/api/users/refresh", undefined, remembered)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it("accepts an access token that really expired when refreshing", async () => {
    const user = await signUp(t);
    const [, payload] = user.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect((await get(t, "/api/users/profile", expired)).statusCode).toBe(401);
    const refreshed = await post(t, "/api/users/refresh", undefined, expired);
    expect(refreshed.statusCode).toBe(200);
    expect((await get(t, "/api/users/profile", refreshed.json().token)).statusCode).toBe(200);
  });

  it("revokes the session on logout: its tokens and refresh stop working", async () => {
    const user = await signUp(t);
    const other = (await login(user.email, user.password)).json().token;
    const out = await post(t, "/api/users/logout", undefined, user.token);
    expect(out.statusCode).toBe(200);
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(401);
    expect((await post(t, "/api/users/refresh", undefined, user.token)).statusCode).toBe(401);
    // Other sessions are unaffected.
    expect((await get(t, "/api/users/profile", other)).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  async function resetCode(email: string) {
    const before = t.mail.messages.length;
    const response = await post(t, "/api/otp/send-password-reset-otp", { email });
    expect(response.statusCode).toBe(200);
    return (await t.mail.next(email, before)).code as string;
  }

  it("verifies the code, returns a single-use token, resets the password and signs out everywhere", async () => {
    const user = await signUp(t);
    const otp = await resetCode(user.email);
    const verified = await post(t, "/api/otp/verify-otp", { email: user.email, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, message: "OTP verified successfully" });
    const { resetToken } = verified.json();

    const reset = await post(t, "/api/users/reset-password", {
      email: user.email,
      newPassword: "Brand-New-Pass-77",
      resetToken,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Password reset successfully" });
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, "Brand-New-Pass-77")).statusCode).toBe(200);

    const again = await post(t, "/api/users/reset-password", {
      email: user.email,
      newPassword: "Another-Pass-88",
      resetToken,
    });
    expect(again.statusCode).toBe(400);
    // The code itself was used up too.
    expect((await post(t, "/api/otp/verify-otp", { email: user.email, otp })).statusCode).toBe(400);
  });

  it("never resets with e-mail and password alone, nor with another account's token", async () => {
    const victim = await signUp(t);
    const bare = await post(t, "/api/users/reset-password", { email: victim.email, newPassword: "Hijacked-Pass-99" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe("Reset token is required: verify the code first");

    const attacker = await signUp(t);
    const otp = await resetCode(attacker.email);
    const { resetToken } = (await post(t, "/api/otp/verify-otp", { email: attacker.email, otp })).json();
    const crossed = await post(t, "/api/users/reset-password", {
      email: victim.email,
      newPassword: "Hijacked-Pass-99",
      resetToken,
    });
    expect(crossed.statusCode).toBe(400);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const user = await signUp(t);
    const known = await post(t, "/api/otp/send-password-reset-otp", { email: user.email });
    const unknown = await post(t, "/api/otp/send-password-reset-otp", { email: "ghost@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The first resend is allowed after 30 s (a slow first mail must not strand anyone), later ones after 300 s.
    expect(known.json()).toEqual({ message: "Password reset OTP sent to your email address", cooldown: 30 });
    await t.mail.next(user.email);
    expect(t.mail.count("ghost@example.com")).toBe(0);
    const resend = await post(t, "/api/otp/resend-password-reset-otp", { email: "ghost@example.com" });
    expect(resend.statusCode).toBe(429);
  });

  it("with the mailer down: the same generic answer, no undelivered code left valid, and a retry at once", async () => {
    const user = await signUp(t);
    t.mail.setFailing(true);
    try {
      const failed = await post(t, "/api/otp/send-password-reset-otp", { email: user.email });
      const unknown = await post(t, "/api/otp/send-password-reset-otp", { email: "ghost-2@example.com" });
      // Nothing tells a visitor whether the account exists, or that the mail failed.
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(unknown.body);
      // The code that never reached anyone is gone as soon as the send fails (in the background).
      await expect
        .poll(() =>
          t.database.db.otpChallenge.count({
            where: { email: user.email, purpose: "reset", expiresAt: { gt: new Date() } },
          }),
        )
        .toBe(0);
    } finally {
      t.mail.setFailing(false);
    }
    // No cooldown for a code the person never got: a retry sends one that works.
    const otp = await resetCode(user.email);
    const verified = await post(t, "/api/otp/verify-otp", { email: user.email, otp });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("resends a reset code after the cooldown, and only the newest code works", async () => {
    const user = await signUp(t);
    const first = await resetCode(user.email);
    t.clock.advance(301 * 1000);
    try {
      const before = t.mail.messages.length;
      const resent = await post(t, "/api/otp/resend-password-reset-otp", { email: user.email });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: "Password reset OTP resent successfully", cooldown: 300 });
      const second = (await t.mail.next(user.email, before)).code;
      if (second !== first)
        expect((await post(t, "/api/otp/verify-otp", { email: user.email, otp: first })).statusCode).toBe(400);
      expect((await post(t, "/api/otp/verify-otp", { email: user.email, otp: second })).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it("does not accept a sign-up code for a reset (one purpose per code)", async () => {
    const email = `purpose.${Date.now()}@example.com`;
    const before = t.mail.messages.length;
    await post(t, "/api/users/pre-register", {
      name: "P",
      username: `purpose${Date.now()}`,
      email,
      password: "Tangerine-Otter-42",
    });
    const otp = (await t.mail.next(email, before)).code;
    const response = await post(t, "/api/otp/verify-otp", { email, otp });
    expect(response.statusCode).toBe(400);
  });

  it("requires a strong new password", async () => {
    const user = await signUp(t);
    const otp = await resetCode(user.email);
    const { resetToken } = (await post(t, "/api/otp/verify-otp", { email: user.email, otp })).json();
    const weak = await post(t, "/api/users/reset-password", { email: user.email, newPassword: "short", resetToken });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContain("Password must be at least 8 characters long");
  });
});

describe("profile and password change", () => {
  it("saves the name on the server", async () => {
    const user = await signUp(t);
    const blank = await put(t, "/api/users/profile", { name: "  " }, user.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Name is required");
    const saved = await put(
      t,
      "/api/users/profile",
      { name: "Asha R.", email: "evil@example.com", role: "enterprise" },
      user.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Profile updated successfully",
      user: { name: "Asha R.", email: user.email, role: "starter" },
    });
  });

  it("changes the password with the current one, listing the issues, and signs out the other sessions", async () => {
    const user = await signUp(t);
    const other = (await login(user.email, user.password)).json().token;
    const changePassword = (body: object) => put(t, "/api/users/change-password", body, user.token);
    const wrong = await changePassword({ currentPassword: "Nope-Nope-11", newPassword: "Fresh-Start-55" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const weak = await changePassword({ currentPassword: user.password, newPassword: "abcdefgh" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual(expect.arrayContaining(["Password must contain at least one uppercase letter"]));
    const missing = await changePassword({ currentPassword: "" });
    expect(missing.json().message).toBe("All fields are required");

    const changed = await changePassword({ currentPassword: user.password, newPassword: "Fresh-Start-55" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: "Password changed successfully" });
    expect((await get(t, "/api/users/profile", user.token)).statusCode).toBe(200);
    expect((await get(t, "/api/users/profile", other)).statusCode).toBe(401);
    expect((await login(user.email, "Fresh-Start-55")).statusCode).toBe(200);
  });
});

describe("secrets never leave the server", () => {
  it("no account response contains a hash or a secret", async () => {
    const user = await signUp(t);
    const bodies = [
      (await login(user.email, user.password)).body,
      (await get(t, "/api/users/profile", user.token)).body,
      (await put(t, "/api/users/profile", { name: "X" }, user.token)).body,
      (await post(t, "/api/users/refresh", undefined, user.token)).body,
      (
        await t.app.inject({
          method: "GET",
          url: "/trpc/auth.profile",
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).body,
    ].join("\n");
    const row = await t.database.db.user.findUniqueOrThrow({ where: { id: user._id } });
    expect(bodies).not.toContain(row.passwordHash);
    expect(bodies).not.toMatch(/argon2|passwordHash|codeHash|resetTokenHash/);
    expect(bodies).not.toContain(t.config.JWT_SECRET);
  });
});
