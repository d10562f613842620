import { say } from "../../shared/server-messages";
import type { RateLimiter } from "../lib/rate-limit";
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from "./passwords";
import { type ThrottleRule, throttle } from "./throttle";

export interface LoginLimits {
  perClient: ThrottleRule;
  attemptsPerAccountAndClient: ThrottleRule;
}

/** Per client, and failed attempts per account and client; administrators get fewer tries per client. */
const LOGIN_LIMITS = {
  user: {
    perClient: { limit: 30, windowSeconds: 15 * 60 },
    attemptsPerAccountAndClient: { limit: 5, windowSeconds: 15 * 60 },
  },
  admin: {
    perClient: { limit: 20, windowSeconds: 15 * 60 },
    attemptsPerAccountAndClient: { limit: 5, windowSeconds: 15 * 60 },
  },
} as const satisfies Record<"user" | "admin", LoginLimits>;

/**
 * The rules both sign-ins (people and administrators) follow. Each client has
 * a limit of its own; failed attempts are counted per account *and* client
 * before each check, so a stranger guessing from elsewhere cannot lock the
 * owner out; wrong passwords and wrong second-factor codes count alike, and
 * only an opened session (or a right password where nothing more is asked)
 * clears the count. An unknown account costs the same argon2 time as a wrong
 * password, and gets the same answer.
 */
export function createLoginGuard(deps: { limiter: RateLimiter; scope: string; limits: LoginLimits }) {
  const { limiter, scope, limits } = deps;
  // Ready before the first unknown account tries; a failure here is retried by that login.
  prepareDummyHash().catch(() => undefined);
  return {
    admitClient(ip: string | undefined) {
      return throttle(limiter, `${scope}:ip:${ip}`, limits.perClient, say("auth.tooManyLogins"));
    },

    /** Counts one attempt on the account from this client; the key clears it after a success. */
    async admitAttempt(account: string, ip: string | undefined, message = say("auth.tooManyFailedLogins")) {
      const key = `${scope}-attempt:${account}:${ip}`;
      await throttle(limiter, key, limits.attemptsPerAccountAndClient, message);
      return key;
    },

    /** Whether the password is the account's; an unknown account (null) is checked against a dummy hash. */
    async passwordMatches(account: { passwordHash: string } | null, password: string) {
      const ok = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
      return Boolean(account) && ok;
    },

    succeeded(attemptKey: string) {
      return limiter.reset(attemptKey);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/**
 * One lockout per account and client, whichever door a password or code is
 * tried at: the sign-in and its second step, and, once signed in, deleting the
 * account, confirming one's identity and every two-factor change. The key is
 * what the person signs in with (a user's e-mail, an administrator's username).
 */
export function createLoginGuards(limiter: RateLimiter) {
  return {
    user: createLoginGuard({ limiter, scope: "login", limits: LOGIN_LIMITS.user }),
    admin: createLoginGuard({ limiter, scope: "admin-login", limits: LOGIN_LIMITS.admin }),
  };
}

export type LoginGuards = ReturnType<typeof createLoginGuards>;
