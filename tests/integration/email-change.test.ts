import { afterEach, describe, expect, it } from "vitest";
import { englishText } from "../../shared/server-messages";
import { get, newAccount, post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { trpcCall } from "../helpers/two-factor";

// Profile → change e-mail (README, "Accounts"): sudo mode, a code to the new address, the change
// announced like a name change, and a notice to the old address.
const t = setupTestApp();

afterEach(() => t.clock.reset());

const begin = (token: string, email: string) => trpcCall(t, "auth.changeEmail.begin", { email }, token);
const confirm = (token: string, email: string, code: string) =>
  trpcCall(t, "auth.changeEmail.confirm", { email, code }, token);

describe("changing the e-mail address", () => {
  it("mails a code to the new address; only that code changes it, and the old address is told", async () => {
    const user = await signUp(t);
    const next = newAccount().email;
    const before = t.mail.messages.length;
    const started = await begin(user.token, next);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.result.data).toMatchObject({ cooldown: expect.any(Number) });
    const mail = await t.mail.next(next, before);
    expect(mail.subject).toMatch(/Confirm your new e-mail address/);

    const wrong = await confirm(user.token, next, mail.code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    // The code is for that address only.
    expect((await confirm(user.token, newAccount().email, mail.code as string)).status).toBe(400);
    expect((await get(t, "/api/users/profile", user.token)).json().email).toBe(user.email);

    const done = await confirm(user.token, next, mail.code as string);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.result.data).toMatchObject({ message: englishText("email.changed"), user: { email: next } });
    // The session stays, and every cached copy of the account has the new address at once.
    expect((await get(t, "/api/users/profile", user.token)).json().email).toBe(next);
    expect((await trpcCall(t, "auth.confirmIdentity", { password: user.password }, user.token)).status).toBe(200);
    expect((await post(t, "/api/users/login", { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post(t, "/api/users/login", { email: next, password: user.password })).statusCode).toBe(200);
    const [notice] = await t.mail.until(
      (message) => message.to.includes(user.email) && message.subject.endsWith("your e-mail address was changed"),
    );
    expect(notice?.text).toContain(next);
    // A code works once.
    expect((await confirm(user.token, next, mail.code as string)).status).toBe(400);
  });

  it("refuses the current address and one another account has, and asks for sudo mode", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const same = await begin(user.token, user.email);
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(englishText("email.unchanged"));
    const taken = await begin(user.token, other.email);
    expect(taken.status).toBe(409);

    t.clock.advance(11 * 60 * 1000);
    const stale = await begin(user.token, newAccount().email);
    expect(stale.status).toBe(403);
    expect(stale.body.error.data.extra).toMatchObject({ reason: "reauth_required" });
  });
});
