import { expect } from "vitest";
import { newAccount } from "./accounts";
import type { TestApp } from "./app";
import type { SinkMessage } from "./smtp-sink";

// Requests in a language, and mails read for theirs (docs/product/languages.md: every e-mail follows the
// person's language).

/** What a browser sends once Hindi is chosen on the site (the switch's cookie), or the browser's own language. */
export const HINDI_COOKIE = { cookie: "lang=hi" };
export const HINDI_BROWSER = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

/** Devanagari letters: a text written in Hindi has them. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/** A mail in Hindi: subject and both parts in Devanagari, the HTML marked `lang="hi"`, none of the English frame. */
export function expectHindiMail(mail: SinkMessage | undefined) {
  expect(mail?.subject).toMatch(DEVANAGARI);
  expect(mail?.text).toMatch(DEVANAGARI);
  expect(mail?.html).toMatch(DEVANAGARI);
  expect(mail?.html).toContain('<html lang="hi">');
  expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(/\b(Hello|Your|your|the|Use this code)\b/);
}

/** A mail in English: no Devanagari anywhere, the HTML marked `lang="en"`. */
export function expectEnglishMail(mail: SinkMessage | undefined) {
  expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toMatch(DEVANAGARI);
  expect(mail?.html).toContain('<html lang="en">');
}

/** POSTs JSON with these headers (a language cookie or Accept-Language), as a browser in that language would. */
export function postAs(t: TestApp, headers: Record<string, string>, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Signs up with `headers` on both steps; returns the account, its token and the code's mail. */
export async function signUpWith(t: TestApp, headers: Record<string, string>) {
  const account = newAccount();
  const before = t.mail.messages.length;
  const started = await postAs(t, headers, "/api/users/pre-register", account);
  expect(started.statusCode, started.body).toBe(200);
  const codeMail = await t.mail.next(account.email, before);
  const registered = await postAs(t, headers, "/api/users/register", { ...account, otp: codeMail.code });
  expect(registered.statusCode, registered.body).toBe(201);
  return { ...account, ...(registered.json() as { token: string; _id: string }), codeMail };
}
