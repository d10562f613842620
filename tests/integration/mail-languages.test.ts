import { describe, expect, it } from "vitest";
import { eraseOwnAccount, newAccount, post, put, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import {
  expectEnglishMail,
  expectHindiMail,
  HINDI_BROWSER,
  HINDI_COOKIE,
  postAs,
  signUpWith,
} from "../helpers/mail-language";
import type { SinkMessage } from "../helpers/smtp-sink";
import { codeFor, TOTP_STEP_MS, trpcCall } from "../helpers/two-factor";

// Every e-mail in the person's language (issue #29, docs/product/languages.md): a code asked for on the site
// in the request's language, a mail to an account in the account's.
const t = setupTestApp();

const to = (email: string, subject: string) => (message: SinkMessage) =>
  message.to.includes(email.toLowerCase()) && message.subject.includes(subject);

async function locale(userId: string) {
  return (await t.database.db.user.findUniqueOrThrow({ where: { id: userId }, select: { locale: true } })).locale;
}

describe("codes asked for on the site", () => {
  it("mails the sign-up code in Hindi with the lang=hi cookie, and the account starts in Hindi", async () => {
    const person = await signUpWith(t, HINDI_COOKIE);
    expect(person.codeMail.subject).toBe("NexGen AI: आपका सत्यापन कोड");
    expect(person.codeMail.text).toContain("अपना खाता बनाना पूरा करने के लिए यह कोड डालें:");
    expect(person.codeMail.text).toContain("यह कोड 10 मिनट तक मान्य है और सिर्फ़ एक बार काम करेगा।");
    expect(person.codeMail.code).toMatch(/^\d{6}$/);
    expectHindiMail(person.codeMail);
    expect(await locale(person._id)).toBe("hi");
  });

  it("follows Accept-Language when there is no cookie, and the cookie over it", async () => {
    const browser = await signUpWith(t, HINDI_BROWSER);
    expectHindiMail(browser.codeMail);
    expect(await locale(browser._id)).toBe("hi");
    // Chose English on the site in a Hindi browser: English.
    const chosen = await signUpWith(t, { ...HINDI_BROWSER, cookie: "lang=en" });
    expect(chosen.codeMail.subject).toBe("NexGen AI: Your verification code");
    expectEnglishMail(chosen.codeMail);
    expect(await locale(chosen._id)).toBe("en");
  });

  it("mails the sign-up code in English word for word without either", async () => {
    const person = await signUpWith(t, {});
    expect(person.codeMail.subject).toBe("NexGen AI: Your verification code");
    expect(person.codeMail.text).toContain("Use this code to finish creating your account:");
    expect(person.codeMail.text).toContain("The code expires in 10 minutes and works once.");
    expectEnglishMail(person.codeMail);
    expect(await locale(person._id)).toBe("en");
  });

  it("mails a resent sign-up code in the language of the resend", async () => {
    const account = newAccount();
    expect((await post(t, "/api/users/pre-register", account)).statusCode).toBe(200);
    t.clock.advance(5 * 60 * 1000);
    const before = t.mail.messages.length;
    const resent = await postAs(t, HINDI_COOKIE, "/api/otp/resend-otp", { email: account.email });
    expect(resent.statusCode, resent.body).toBe(200);
    const mail = await t.mail.next(account.email, before);
    expect(mail.subject).toBe("NexGen AI: आपका सत्यापन कोड");
    t.clock.reset();
  });

  it("mails a password reset code in the language of the request, whatever the account's", async () => {
    const person = await signUp(t);
    const before = t.mail.messages.length;
    const asked = await postAs(t, HINDI_BROWSER, "/api/otp/send-password-reset-otp", { email: person.email });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await t.mail.next(person.email, before);
    expect(mail.subject).toBe("NexGen AI: पासवर्ड रीसेट करने का कोड");
    expect(mail.text).toContain("अपना पासवर्ड रीसेट करने के लिए यह कोड डालें:");
    expect(mail.text).toContain("अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें; कोड के बिना कुछ नहीं बदलेगा।");
    expect(mail.code).toMatch(/^\d{6}$/);
    expectHindiMail(mail);
  });

  it("mails the e-mail change code in the request's language and tells the old address in the account's", async () => {
    const person = await signUpWith(t, HINDI_COOKIE);
    const next = newAccount().email;
    const before = t.mail.messages.length;
    const begun = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.changeEmail.begin",
      payload: { email: next },
      headers: { ...HINDI_COOKIE, authorization: `Bearer ${person.token}`, "content-type": "application/json" },
    });
    expect(begun.statusCode, begun.body).toBe(200);
    const code = await t.mail.next(next, before);
    expect(code.subject).toBe("NexGen AI: अपने नए ईमेल पते की पुष्टि करें");
    expect(code.text).toContain("इस पते को अपने खाते का ईमेल पता बनाने के लिए यह कोड डालें:");
    expectHindiMail(code);

    // Confirmed from an English page: the notice to the old address is still in the account's language.
    const done = await trpcCall(t, "auth.changeEmail.confirm", { email: next, code: code.code }, person.token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [notice] = await t.mail.until(to(person.email, "आपका ईमेल पता बदल दिया गया है"));
    expect(notice?.subject).toBe("NexGen AI: आपका ईमेल पता बदल दिया गया है");
    expect(notice?.text).toContain(`नमस्ते ${person.name},`);
    expect(notice?.text).toMatch(
      new RegExp(
        `आपके NexGen AI खाते का ईमेल पता \\d+ \\S+ \\d{4} को \\S+ \\d+:\\d\\d बजे \\(IST\\) बदलकर ${next} कर दिया गया।`,
      ),
    );
    expectHindiMail(notice);
  });
});

describe("mails to an account", () => {
  it("tells of two-factor sign-in in the account's language, and follows a change of language at once", async () => {
    const person = await signUpWith(t, HINDI_COOKIE);
    const begun = await trpcCall(t, "auth.twoFactor.begin", undefined, person.token);
    expect(begun.status, JSON.stringify(begun.body)).toBe(200);
    const { secret } = begun.body.result.data as { secret: string };
    const confirmed = await trpcCall(t, "auth.twoFactor.confirm", { code: codeFor(t, secret) }, person.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [on] = await t.mail.until(to(person.email, "टू-फ़ैक्टर साइन-इन चालू किया गया"));
    expect(on?.subject).toBe("NexGen AI: टू-फ़ैक्टर साइन-इन चालू किया गया");
    expect(on?.text).toContain("अपने बैकअप कोड किसी सुरक्षित जगह रखें");
    expect(on?.text).toContain("अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड बदलें");
    expectHindiMail(on);

    // English chosen on the account (the switch, over tRPC): the next mail is in English.
    const switched = await trpcCall(t, "account.setLocale", { locale: "en" }, person.token);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    const off = await trpcCall(
      t,
      "auth.twoFactor.disable",
      { password: person.password, code: codeFor(t, secret) },
      person.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const [offMail] = await t.mail.until(to(person.email, "two-factor sign-in turned off"));
    expect(offMail?.subject).toBe("NexGen AI: two-factor sign-in turned off");
    expect(offMail?.text).toContain(`Hello ${person.name},`);
    expectEnglishMail(offMail);
    t.clock.reset();
  });

  it("confirms a deletion in the account's language, set over REST", async () => {
    const person = await signUp(t);
    const chosen = await put(t, "/api/users/me/locale", { locale: "hi" }, person.token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const before = t.mail.messages.length;
    await eraseOwnAccount(t, person);
    const mail = await t.mail.next(person.email, before);
    expect(mail.subject).toBe("NexGen AI: आपका खाता हटा दिया गया है");
    expect(mail.text).toMatch(/आपके कहने पर आपका NexGen AI खाता \d+ \S+ \d{4} को .+ बजे \(IST\) हटा दिया गया।/);
    expect(mail.text).toContain("भुगतान के रिकॉर्ड रखे जाते हैं");
    expectHindiMail(mail);
  });

  it("confirms a deletion in English for an account in English", async () => {
    const person = await signUp(t);
    const before = t.mail.messages.length;
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: person.password, confirm: "DELETE" },
      headers: { authorization: `Bearer ${person.token}`, ...HINDI_COOKIE },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const mail = await t.mail.next(person.email, before);
    expect(mail.subject).toBe("NexGen AI: your account has been deleted");
    expectEnglishMail(mail);
  });
});
