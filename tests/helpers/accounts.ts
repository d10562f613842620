import { expect } from "vitest";
import { ensureAdmin } from "../../server/areas/admin/admin-auth.service";
import type { TestApp } from "./app";

let counter = 0;

/** A fresh, valid sign-up payload (unique per call). */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Asha Rao ${counter}`,
    username: `asha_${id}`,
    email: `asha.${id}@example.com`,
    password: "Tangerine-Otter-42",
    ...overrides,
  };
}

export async function post(t: TestApp, url: string, payload?: unknown, token?: string) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function put(t: TestApp, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: "PUT",
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Pre-registers and returns the code from the e-mail the sink received. */
/** "Delete my account" (DELETE /api/users/me) with the person's own password, as the profile sends it. */
export async function eraseOwnAccount(t: TestApp, person: { password: string; token: string }) {
  const response = await t.app.inject({
    method: "DELETE",
    url: "/api/users/me",
    payload: { password: person.password, confirm: "DELETE" },
    headers: { authorization: `Bearer ${person.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export async function requestSignupCode(t: TestApp, account: { email: string }) {
  const before = t.mail.messages.length;
  const response = await post(t, "/api/users/pre-register", account);
  expect(response.statusCode, response.body).toBe(200);
  const mail = await t.mail.next(account.email, before);
  expect(mail.code).toMatch(/^\d{6}$/);
  return mail.code as string;
}

/** A registered, signed-in user. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const otp = await requestSignupCode(t, account);
  const response = await post(t, "/api/users/register", { ...account, otp });
  expect(response.statusCode, response.body).toBe(201);
  return { ...account, ...(response.json() as { token: string; _id: string; role: string }) };
}

/** A signed-up user moved onto a paid Enterprise plan for 30 days (the plan API keys and /v1 need), announced on the bus. */
export async function signUpEnterprise(t: TestApp) {
  const user = await signUp(t);
  await t.database.db.user.update({
    where: { id: user._id },
    data: { role: "enterprise", planExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
  });
  await t.deps.bus.publish("user", user._id);
  return user;
}

/** An administrator (created when missing) signed in over REST: the access token. */
export async function signInAdmin(t: TestApp, username: string, password = "Harbour-Lantern-2026!") {
  await ensureAdmin(t.database.db, { username, password });
  const login = await post(t, "/api/admin/login", { username, password });
  expect(login.statusCode, login.body).toBe(200);
  return login.json().token as string;
}

/** A tRPC query as the client sends it: the input JSON-encoded in the address. */
export async function trpcQuery(t: TestApp, path: string, input: unknown, token: string) {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return t.app.inject({ method: "GET", url: `/trpc/${path}${search}`, headers: { authorization: `Bearer ${token}` } });
}

/** A tRPC mutation as the client sends it. */
export async function trpcMutation(t: TestApp, path: string, input: unknown, token: string) {
  return t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    payload: input as object,
  });
}
