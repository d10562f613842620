import type { ChangeBus } from "../../core/change-bus";
import type { SessionService } from "../../core/session.service";
import type { Db } from "../../lib/db";
import type { Mailer } from "../../lib/mailer";
import type { RateLimiter } from "../../lib/rate-limit";
import { createSecretBox } from "../../lib/secret-box";
import { createSsoDomains } from "./sso-domains";
import { createSsoSettings } from "./sso-settings";
import { createSsoSignIn } from "./sso-signin";

/** The area's services, wired once (server/services.ts): domains, provider settings and signing in. */
export function createSso(deps: {
  db: Db;
  bus: ChangeBus;
  sessions: SessionService;
  mailer: Mailer;
  limiter: RateLimiter;
  config: { APP_NAME: string; APP_ORIGIN: string; OTP_SECRET: string; NODE_ENV: string };
  now: () => Date;
  log: { warn(object: object, message: string): void };
}) {
  const { db, bus, config, now } = deps;
  // The client secret is sealed under a key derived for this purpose alone, bound to its workspace.
  const box = createSecretBox(config.OTP_SECRET, "sso-client-secret");
  const settings = createSsoSettings({
    db,
    bus,
    box,
    appOrigin: config.APP_ORIGIN,
    production: config.NODE_ENV === "production",
    now,
  });
  return {
    settings,
    domains: createSsoDomains({
      db,
      bus,
      mailer: deps.mailer,
      limiter: deps.limiter,
      appName: config.APP_NAME,
      appOrigin: config.APP_ORIGIN,
      now,
    }),
    signIn: createSsoSignIn({ db, bus, sessions: deps.sessions, settings, limiter: deps.limiter, now, log: deps.log }),
  };
}
