import { englishText, say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import { AppError } from "../../core/errors";
import type { AdminViewer, SessionService, UserViewer } from "../../core/session.service";
import type { Db } from "../../lib/db";
import { describeDevice } from "./device";

type Viewer = UserViewer | AdminViewer;

/**
 * "Where am I signed in" for people and administrators alike: each sees and
 * ends only their own live sessions. Ending one stops its token on every
 * instance at once (session.service's endSessions). An administrator's
 * session ends are audited, like their other changes to their own account.
 */
export function createAccountSessionsService(deps: { db: Db; sessions: SessionService }) {
  const { db, sessions } = deps;

  /** The audit record of an administrator ending their own sessions, in the same transaction. */
  function auditFor(viewer: Viewer, action: string, after: object) {
    if (viewer.kind !== "admin") return undefined;
    return (tx: Parameters<typeof recordAudit>[0], ended: number) =>
      ended > 0
        ? recordAudit(tx, {
            adminId: viewer.id,
            action,
            entity: "Admin",
            entityId: viewer.id,
            after: { ...after, ended },
          })
        : Promise.resolve();
  }

  return {
    /**
     * The viewer's live sessions, this one first, then the most recently
     * active. `lastUsedAt` moves at sign-in and at each token refresh (about
     * every 15 minutes of use), not on every request: the hot path writes nothing.
     */
    async list(viewer: Viewer) {
      const rows = await db.session.findMany({
        where: sessions.live(viewer.kind, viewer.id),
        orderBy: [{ lastUsedAt: "desc" }, { createdAt: "desc" }],
        select: { id: true, createdAt: true, lastUsedAt: true, expiresAt: true, ip: true, userAgent: true },
        // A guard, not a page: sessions end within days, so nobody has this many live.
        take: 200,
      });
      const current = rows.filter((row) => row.id === viewer.sessionId);
      return [...current, ...rows.filter((row) => row.id !== viewer.sessionId)].map(({ userAgent, ...row }) => {
        const device = describeDevice(userAgent);
        return { ...row, device: device.label, deviceType: device.type, current: row.id === viewer.sessionId };
      });
    },

    /** Ends one of the viewer's live sessions; `current` says it was the one asking (the client then signs out). */
    async end(viewer: Viewer, sessionId: string) {
      const ended = await sessions.endSessions(
        viewer.kind,
        viewer.id,
        { ...sessions.live(viewer.kind, viewer.id), id: sessionId },
        auditFor(viewer, "admin.session.end", { sessionId }),
      );
      // Someone else's session answers as an unknown one: its existence is not the viewer's business.
      if (ended === 0) throw new AppError("NOT_FOUND", say("session.endedElsewhere"));
      const current = sessionId === viewer.sessionId;
      return { message: englishText(current ? "session.signedOutHere" : "session.ended"), current };
    },

    /** Ends every live session of the viewer but the one asking ("sign out everywhere else"). */
    async endOthers(viewer: Viewer) {
      const ended = await sessions.endSessions(
        viewer.kind,
        viewer.id,
        { ...sessions.live(viewer.kind, viewer.id), id: { not: viewer.sessionId } },
        auditFor(viewer, "admin.session.endOthers", {}),
      );
      const message = englishText(ended === 0 ? say("session.noOthers") : say("session.endedOthers", { count: ended }));
      return { message, ended };
    },
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
