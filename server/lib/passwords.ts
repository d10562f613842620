import os from "node:os";
import argon2 from "argon2";
import { passwordProblems } from "../../shared/password";
import { COMMON_PASSWORD_WORDS } from "./common-passwords";
import { createSemaphore } from "./semaphore";

// DESIGN §7: argon2id m=19456 KiB, t=2, p=1 (OWASP's baseline), ~24 ms of one core per hash.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's threadpool (UV_THREADPOOL_SIZE, 4 by default), which
 * also signs and verifies every JWT (WebCrypto). With a hash on every thread,
 * each authenticated request waited for one to finish during a login flood
 * (BENCHMARKS.md, Login), so one thread stays free. Up to 2 per core keeps
 * every core hashing; on more than 2 cores raise UV_THREADPOOL_SIZE to use them.
 */
const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASHES_IN_FLIGHT = Math.max(1, Math.min(os.availableParallelism() * 2, THREADPOOL_SIZE - 1));
const limit = createSemaphore(HASHES_IN_FLIGHT);

export function hashPassword(password: string): Promise<string> {
  return limit(() => argon2.hash(password, OPTIONS));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return limit(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for logins with an unknown
 * e-mail: the response time must not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= argon2.hash("dummy-password-for-timing", OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const unleet = (text: string) => text.replace(/[013457@$]/g, (char) => LEET[char] ?? char);

/** "P@ssw0rd2024!" → "password": drop the digits and symbols people pad with, undo leetspeak. */
function baseWords(password: string): string[] {
  const lowered = password.toLowerCase();
  const trimmed = lowered.replace(/^[^a-z@$]+|[^a-z]+$/g, "");
  return [lowered, trimmed, unleet(trimmed), unleet(lowered).replace(/[^a-z]/g, "")];
}

export function isCommonPassword(password: string): boolean {
  return baseWords(password).some((word) => COMMON_PASSWORD_WORDS.has(word));
}

/** The spec's rules, the 128 maximum, a common-password check and not the account's own name or e-mail. */
export function passwordIssues(password: string, account: { email?: string; username?: string } = {}): string[] {
  const issues = passwordProblems(password);
  if (isCommonPassword(password)) issues.push("This password is too common: choose one that is harder to guess");
  const lowered = password.toLowerCase();
  const local = account.email?.split("@")[0];
  if (
    (account.username && account.username.length >= 3 && lowered.includes(account.username)) ||
    (local && local.length >= 3 && lowered.includes(local))
  )
    issues.push("Password must not contain your username or email");
  return issues;
}
