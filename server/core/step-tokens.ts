import { say } from "../../shared/server-messages";
import type { Db, Tx } from "../lib/db";
import type { StepClaims } from "../lib/tokens";
import { AppError } from "./errors";

const alreadyUsed = () => new AppError("UNAUTHENTICATED", say("twoFactor.stepUsed"));

/**
 * A sign-in's second-step token (`mfaToken`) opens one session: its id is
 * recorded as spent in the transaction that accepts the code, so a second use
 * finds it, on any instance. Two uses at once meet on the row's primary key:
 * the second waits for the first and inserts nothing if it committed, or goes
 * on if it rolled back (a wrong code spends nothing). Rows older than their
 * token's expiry are cleared by the next spend; an expired token is refused
 * before it is looked up. Times are PostgreSQL's, like the token's `exp`: the
 * app's clock can be moved by tests, the tokens' cannot.
 */
export function createStepTokenStore(db: Db) {
  return {
    /** A 401 for a token that has already opened a session: checked before any code is tried with it. */
    async assertUnspent(claims: StepClaims): Promise<void> {
      if ((await db.spentStepToken.count({ where: { jti: claims.id } })) > 0) throw alreadyUsed();
    },

    /**
     * Records the token as spent inside the transaction that accepts the code
     * (two-factor `verify`/`confirm`'s `accepted`); a 401 when another use got
     * there first, which rolls back that use of the code too.
     */
    spendWith(claims: StepClaims) {
      return async (tx: Tx): Promise<void> => {
        const inserted = await tx.$executeRaw`
          with expired as (delete from "SpentStepToken" where "expiresAt" < (now() at time zone 'utc'))
          insert into "SpentStepToken" (jti, "expiresAt")
          values (${claims.id}, ${claims.expiresAt.toISOString()}::timestamp)
          on conflict (jti) do nothing`;
        if (inserted !== 1) throw alreadyUsed();
      };
    },
  };
}

export type StepTokenStore = ReturnType<typeof createStepTokenStore>;
