import type { DeleteAccountInput } from "../../../shared/account";
import type { Locale } from "../../../shared/locales";
import { englishText, say } from "../../../shared/server-messages";
import { istDay } from "../../../shared/time";
import { AppError } from "../../core/errors";
import type { SessionMeta } from "../../core/session.service";
import type { Db } from "../../lib/db";
import type { RateLimiter } from "../../lib/rate-limit";
import type { TwoFactorService } from "../auth";
import type { FilesService } from "../files";
import type { AccountErasure } from "./account-erasure.service";
import { accountZip, collectAccountData } from "./account-export";

/** An export reads every row of the person's and compresses it: a few an hour is plenty for anyone. */
const EXPORTS_PER_HOUR = 5;

/** "My data" in the profile (issue #17): download everything, or erase the account. */
export function createAccountService(deps: {
  db: Db;
  erasure: AccountErasure;
  twoFactor: TwoFactorService;
  limiter: RateLimiter;
  files: Pick<FilesService, "read">;
  now: () => Date;
}) {
  const { db, now } = deps;

  return {
    async setLocale(userId: string, locale: Locale) {
      await db.user.update({ where: { id: userId }, data: { locale }, select: { id: true } });
      return { locale };
    },

    /** The zip as a stream, and the name the browser saves it under. */
    async export(userId: string) {
      const limit = await deps.limiter.hit(`export:${userId}`, EXPORTS_PER_HOUR, 60 * 60);
      if (!limit.allowed)
        throw new AppError(
          "TOO_MANY_REQUESTS",
          say("account.exportLimit", { count: EXPORTS_PER_HOUR, minutes: Math.ceil(limit.retryAfter / 60) }),
          { retryAfter: limit.retryAfter },
        );
      const exportedAt = now();
      const data = await collectAccountData(db, userId, exportedAt);
      if (!data) throw new AppError("UNAUTHENTICATED", say("auth.failed"));
      return { filename: `nexgen-data-${istDay(exportedAt)}.zip`, stream: accountZip(data, deps.files.read) };
    },

    /**
     * The password and, with two-factor on, a code (one attempt toward the login lockout), then the
     * erasure; the typed word was checked by the input schema.
     */
    async deleteOwn(viewer: { id: string; email: string }, input: DeleteAccountInput, meta: SessionMeta) {
      await deps.twoFactor.proveIdentity({ kind: "user", id: viewer.id, label: viewer.email }, input, meta);
      await deps.erasure.erase(viewer.id, { kind: "self" });
      return { message: englishText("account.deleted") };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
