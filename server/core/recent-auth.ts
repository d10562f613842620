import type { IdentityProofInput } from "../../shared/auth";
import { englishText, say } from "../../shared/server-messages";
import { REAUTH_REQUIRED, RECENT_AUTH_MINUTES } from "../../shared/sudo-mode";
import type { Db } from "../lib/db";
import { AppError } from "./errors";
import type { AdminViewer, SessionMeta, UserViewer } from "./session.service";

/** Whose second factor: a user's or an administrator's. */
export interface Owner {
  kind: "user" | "admin";
  id: string;
}

/** A signed-in owner and what they sign in with (e-mail or username): the login lockout's key. */
export interface SignedInOwner extends Owner {
  label: string;
}

/** The password, and with two-factor on a code from the app or a backup code. */
export interface IdentityProof {
  password: string;
  code?: string;
}

/** What sudo mode needs of the auth area's two-factor service (wired in server/services.ts). */
export interface IdentityProver {
  proveIdentity(owner: SignedInOwner, proof: IdentityProof, meta: { ip?: string }): Promise<void>;
  isEnabled(owner: Owner): Promise<boolean>;
}

const RECENT_AUTH_MS = RECENT_AUTH_MINUTES * 60 * 1000;

/** A signed-in account on one session: whose, how they sign in (the lockout's key), and the session. */
export interface SessionOwner extends SignedInOwner {
  sessionId: string;
}

/** The signed-in user or administrator as the owner of their session and sign-in settings. */
export function sessionOwner(viewer: UserViewer | AdminViewer): SessionOwner {
  return {
    kind: viewer.kind,
    id: viewer.id,
    label: viewer.kind === "user" ? viewer.email : viewer.username,
    sessionId: viewer.sessionId,
  };
}

/**
 * Sudo mode (as GitHub has it): a live session is not enough to change how the
 * account is protected. Turning two-factor on or off, creating an API key,
 * changing the e-mail address and the password need the password (and the code, with two-factor on)
 * proved on this session within the last 10 minutes. The session records when
 * (`Session.reauthenticatedAt`): its sign-in, then each confirmation, so it
 * holds across instances and a stolen token carries no more than what is left
 * of those 10 minutes.
 */
export function createRecentAuth(deps: { db: Db; twoFactor: IdentityProver; now: () => Date }) {
  const { db, twoFactor, now } = deps;

  return {
    /**
     * "Confirm it's you": the password and, with two-factor on, a code, as one
     * attempt toward the login lockout; then the session is in sudo mode.
     */
    async confirm(owner: SessionOwner, proof: IdentityProofInput, meta: SessionMeta) {
      await twoFactor.proveIdentity(owner, proof, meta);
      const at = now();
      await db.session.updateMany({
        where: { id: owner.sessionId, revokedAt: null },
        data: { reauthenticatedAt: at },
      });
      return {
        message: englishText("auth.identityConfirmed", { minutes: RECENT_AUTH_MINUTES }),
        confirmedUntil: new Date(at.getTime() + RECENT_AUTH_MS),
      };
    },

    /**
     * A 403 the client answers with its "Confirm it's you" dialog (`reason:
     * reauth_required`, and whether a code will be asked), unless this session
     * proved the password within the last 10 minutes.
     */
    async require(owner: Omit<SessionOwner, "label">): Promise<void> {
      const session = await db.session.findFirst({
        where: { id: owner.sessionId, revokedAt: null },
        select: { reauthenticatedAt: true },
      });
      if (session && now().getTime() - session.reauthenticatedAt.getTime() < RECENT_AUTH_MS) return;
      throw new AppError("FORBIDDEN", say("auth.reauthRequired"), {
        extra: { reason: REAUTH_REQUIRED, twoFactor: await twoFactor.isEnabled(owner) },
      });
    },
  };
}

export type RecentAuth = ReturnType<typeof createRecentAuth>;
