import os from "node:os";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import argon2 from "argon2";
import { passwordProblems } from "../../shared/password";
import { say } from "../../shared/server-messages";
import { createSemaphore } from "../lib/semaphore";
import { AppError } from "./errors";

// docs/architecture.md#security-numbers: argon2id m=19456 KiB, t=2, p=1 (OWASP's baseline), ~24 ms of one core per hash.
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

/**
 * New hashes (sign-up, reset, change) wait behind logins: a burst of them
 * must not make people who are signing in wait (BENCHMARKS.md, sign-up flood).
 */
export function hashPassword(password: string): Promise<string> {
  return limit(() => argon2.hash(password, OPTIONS), "low");
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return limit(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }, "high");
}

let dummyHash: Promise<string> | undefined;

/**
 * The hash an unknown account is checked against, made once with the same
 * options as real ones. Sign-in services ask for it when they are created, so
 * it is ready before the first login: an unknown account's first try must not
 * cost a hash more (or a verification less) than a known one's.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= argon2.hash("dummy-password-for-timing", OPTIONS).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/**
 * Spends the same time as a real verification, for logins with an unknown
 * account: the response time must not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses and more. */
const MIN_STRENGTH = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn-ts, loaded on first use (its dictionaries take ~150 ms to index).
 * Its cost grows steeply with length and leetspeak: the first 64 characters
 * and 16 substitutions bound one check to a few milliseconds of CPU, and a
 * password that long is judged on its start.
 */
function strength(password: string, userInputs: string[]) {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
    maxLength: 64,
    l33tMaxSubstitutions: 16,
  });
  return estimator.check(password, userInputs);
}

/**
 * The spec's rules and the 128 maximum, then, for a password that meets them,
 * a strength estimate that knows common passwords, names, keyboard patterns,
 * dates, repeats and leetspeak, and the account's own name and e-mail. The same
 * policy for users and administrators.
 */
export function passwordIssues(
  password: string,
  account: { email?: string; username?: string; name?: string } = {},
): string[] {
  const issues = passwordProblems(password);
  if (issues.length > 0) return issues;
  const lowered = password.toLowerCase();
  const local = account.email?.split("@")[0];
  if (
    (account.username && account.username.length >= 3 && lowered.includes(account.username.toLowerCase())) ||
    (local && local.length >= 3 && lowered.includes(local.toLowerCase()))
  )
    return ["Password must not contain your username or email"];
  const inputs = [account.email, local, account.username, ...(account.name?.split(/\s+/) ?? [])].filter(
    (input): input is string => Boolean(input && input.length >= 3),
  );
  const result = strength(password, inputs);
  if (result.score >= MIN_STRENGTH) return [];
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return [
    `This password is too easy to guess${hint ? ` (${hint.replace(/\.$/, "").toLowerCase()})` : ""}: add another uncommon word or make it longer`,
  ];
}

/** Throws the 400 every password form shows, with each problem listed. */
export function assertStrongPassword(
  password: string,
  account: { email?: string; username?: string; name?: string } = {},
): void {
  const errors = passwordIssues(password, account);
  if (errors.length > 0) throw new AppError("BAD_REQUEST", say("password.rules"), { errors });
}
