import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { signUp } from "./accounts";
import type { TestApp } from "./app";

export const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows now (by the app's test clock). */
export const codeFor = (t: TestApp, secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

/** A tRPC call as the client makes it, from `remoteAddress` when given: status and JSON body. */
export async function trpcCall(t: TestApp, path: string, input: unknown, token?: string, remoteAddress?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    payload: input === undefined ? undefined : (input as object),
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A user with two-factor on: enrolled through tRPC with a code computed from the secret. */
export async function enrolledUser(t: TestApp) {
  const user = await signUp(t);
  const begun = await trpcCall(t, "auth.twoFactor.begin", undefined, user.token);
  expect(begun.status, JSON.stringify(begun.body)).toBe(200);
  const { secret } = begun.body.result.data as { secret: string };
  const confirmed = await trpcCall(t, "auth.twoFactor.confirm", { code: codeFor(t, secret) }, user.token);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // The enrolment code used this step: sign-ins in the tests start from the next one.
  t.clock.advance(TOTP_STEP_MS);
  return { ...user, secret, backupCodes: confirmed.body.result.data.backupCodes as string[] };
}
