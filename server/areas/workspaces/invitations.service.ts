import { createHash, randomBytes } from "node:crypto";
import { say } from "../../../shared/server-messages";
import {
  INVITATION_TOKEN_BYTES,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_HOUR,
  type InvitationPreview,
  invitationPath,
  type WorkspaceInvitationView,
} from "../../../shared/workspaces";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { throttle } from "../../core/throttle";
import type { Prisma } from "../../generated/prisma/client";
import type { Db, Tx } from "../../lib/db";
import { accountLocale, type Mailer } from "../../lib/mailer";
import type { RateLimiter } from "../../lib/rate-limit";
import { invitationMail } from "./invitation.mail";
import { MANAGERS, requireWorkspaceRole } from "./roles";
import { freeSeats } from "./seats";

interface Log {
  warn(object: object, message: string): void;
}

const DAY_MS = 86_400_000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

const listColumns = {
  id: true,
  email: true,
  role: true,
  invitedById: true,
  sentAt: true,
  expiresAt: true,
} as const;
type ListRow = Prisma.WorkspaceInvitationGetPayload<{ select: typeof listColumns }>;

/** A pending invitation's seat is counted by freeSeats(); an expired one holds none until it is sent again. */
const open = { acceptedAt: null, revokedAt: null } as const;

/**
 * Invitations to a workspace (docs/product/workspaces.md#invitations): sent by managers to an e-mail address with a
 * link that works for 7 days (only the token's SHA-256 is stored), each holding a seat while pending; sent again
 * with a new token, revoked, and accepted by the account with the invited address, which becomes a member in the
 * same transaction that marks the invitation used.
 */
export function createWorkspaceInvitations(deps: {
  db: Db;
  bus: ChangeBus;
  mailer: Mailer;
  limiter: RateLimiter;
  appName: string;
  appOrigin: string;
  now: () => Date;
  log: Log;
}) {
  const { db, bus, now } = deps;

  /** A new link: its token (only mailed), the token's hash (stored), sent now and working for 7 days. */
  const fresh = () => {
    const token = randomBytes(INVITATION_TOKEN_BYTES).toString("base64url");
    const sentAt = now();
    return {
      token,
      tokenHash: hashOf(token),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    };
  };

  /** Refuses when no seat is free, naming the seats: called after freeSeats() has locked the workspace's row. */
  async function needSeat(tx: Tx, workspaceId: string) {
    if ((await freeSeats(tx, workspaceId, now())) > 0) return;
    const { seats, paidUntil, suspendedAt } = await tx.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { seats: true, paidUntil: true, suspendedAt: true },
    });
    const inForce = !suspendedAt && !!paidUntil && paidUntil > now();
    throw new AppError(
      "CONFLICT",
      inForce ? say("workspaces.seatsFull", { seats }) : say("workspaces.noSeatsInForce"),
      { extra: { seats: inForce ? seats : 0 } },
    );
  }

  /** The e-mail, in the invitee's language if they have an account, else the inviter's; a failure is logged. */
  async function mail(
    invitation: { email: string; role: "member" | "admin" | "owner"; expiresAt: Date },
    token: string,
    workspaceId: string,
    inviterId: string,
  ) {
    const [workspace, inviter, invitee] = await Promise.all([
      db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true } }),
      db.user.findUniqueOrThrow({ where: { id: inviterId }, select: { name: true, locale: true } }),
      db.user.findUnique({ where: { email: invitation.email }, select: { locale: true } }),
    ]);
    const message = invitationMail(
      {
        to: invitation.email,
        inviter: inviter.name,
        workspace: workspace.name,
        role: invitation.role === "admin" ? "admin" : "member",
        link: `${deps.appOrigin}${invitationPath(token)}`,
        expiresAt: invitation.expiresAt,
      },
      deps.appName,
      accountLocale(invitee?.locale ?? inviter.locale),
    );
    await deps.mailer
      .send(message)
      .catch((error: unknown) => deps.log.warn({ err: error }, "Invitation e-mail failed"));
  }

  async function shown(rows: ListRow[]): Promise<WorkspaceInvitationView[]> {
    const inviterIds = [...new Set(rows.flatMap((row) => (row.invitedById ? [row.invitedById] : [])))];
    const inviters = await db.user.findMany({ where: { id: { in: inviterIds } }, select: { id: true, name: true } });
    const names = new Map(inviters.map((user) => [user.id, user.name]));
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: (row.invitedById && names.get(row.invitedById)) ?? null,
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  /** The invitation a token names, or the answer that says why it no longer works. */
  async function usable(client: Db | Tx, token: string, lock: boolean) {
    const tokenHash = hashOf(token);
    if (lock)
      await (client as Tx).$queryRaw`select 1 from "WorkspaceInvitation" where "tokenHash" = ${tokenHash} for update`;
    const row = await client.workspaceInvitation.findUnique({
      where: { tokenHash },
      select: {
        ...listColumns,
        workspaceId: true,
        acceptedAt: true,
        revokedAt: true,
        workspace: { select: { name: true } },
      },
    });
    if (!row) throw new AppError("NOT_FOUND", say("workspaces.invitationNotFound"));
    if (row.revokedAt) throw new AppError("NOT_FOUND", say("workspaces.invitationRevoked"));
    if (row.acceptedAt) throw new AppError("CONFLICT", say("workspaces.invitationUsed"));
    if (row.expiresAt <= now()) throw new AppError("GONE", say("workspaces.invitationExpired"));
    return row;
  }

  return {
    /** Managers invite an address (member or admin), within the free seats, once per address. */
    async send(viewerId: string, input: { workspaceId: string; email: string; role: "member" | "admin" }) {
      const { workspaceId } = input;
      const email = input.email.toLowerCase();
      await requireWorkspaceRole(db, workspaceId, viewerId, MANAGERS);
      await throttle(
        deps.limiter,
        `workspace-invite:${viewerId}`,
        { limit: INVITATIONS_PER_HOUR, windowSeconds: 3600 },
        say("workspaces.tooManyInvitations", { count: INVITATIONS_PER_HOUR }),
      );
      const { token, tokenHash, sentAt, expiresAt } = fresh();
      const row = await db.$transaction(async (tx) => {
        // The workspace's row is locked first (freeSeats), so parallel invitations queue here.
        await freeSeats(tx, workspaceId, now());
        const member = await tx.workspaceMember.count({
          where: { workspaceId, user: { email: { equals: email, mode: "insensitive" } } },
        });
        if (member > 0) throw new AppError("CONFLICT", say("workspaces.alreadyMember", { email }));
        const pending = await tx.workspaceInvitation.count({
          where: { workspaceId, email, ...open, expiresAt: { gt: now() } },
        });
        if (pending > 0) throw new AppError("CONFLICT", say("workspaces.alreadyInvited", { email }));
        await needSeat(tx, workspaceId);
        return tx.workspaceInvitation.create({
          data: { workspaceId, email, role: input.role, tokenHash, invitedById: viewerId, expiresAt, sentAt },
          select: listColumns,
        });
      });
      await mail(row, token, workspaceId, viewerId);
      const [view] = await shown([row]);
      return view as WorkspaceInvitationView;
    },

    /** Invitations neither accepted nor revoked, the expired ones too (they can be sent again), newest first. */
    async list(viewerId: string, workspaceId: string): Promise<WorkspaceInvitationView[]> {
      await requireWorkspaceRole(db, workspaceId, viewerId, MANAGERS);
      const rows = await db.workspaceInvitation.findMany({
        where: { workspaceId, ...open },
        orderBy: [{ sentAt: "desc" }, { id: "desc" }],
        select: listColumns,
      });
      return shown(rows);
    },

    /** A new token and 7 more days: the old link stops. An expired invitation needs a free seat again. */
    async resend(viewerId: string, input: { workspaceId: string; invitationId: string }) {
      const { workspaceId, invitationId } = input;
      await requireWorkspaceRole(db, workspaceId, viewerId, MANAGERS);
      await throttle(
        deps.limiter,
        `workspace-invite:${viewerId}`,
        { limit: INVITATIONS_PER_HOUR, windowSeconds: 3600 },
        say("workspaces.tooManyInvitations", { count: INVITATIONS_PER_HOUR }),
      );
      const { token, tokenHash, sentAt, expiresAt } = fresh();
      const row = await db.$transaction(async (tx) => {
        await freeSeats(tx, workspaceId, now());
        const current = await tx.workspaceInvitation.findFirst({
          where: { id: invitationId, workspaceId, ...open },
          select: { expiresAt: true },
        });
        if (!current) throw new AppError("NOT_FOUND", say("workspaces.invitationNotPending"));
        if (current.expiresAt <= now()) await needSeat(tx, workspaceId);
        return tx.workspaceInvitation.update({
          where: { id: invitationId },
          data: { tokenHash, expiresAt, sentAt },
          select: listColumns,
        });
      });
      await mail(row, token, workspaceId, viewerId);
      const [view] = await shown([row]);
      return view as WorkspaceInvitationView;
    },

    /** The link stops at once and the seat it held is free. */
    async revoke(viewerId: string, input: { workspaceId: string; invitationId: string }): Promise<{ revoked: true }> {
      await requireWorkspaceRole(db, input.workspaceId, viewerId, MANAGERS);
      const { count } = await db.workspaceInvitation.updateMany({
        where: { id: input.invitationId, workspaceId: input.workspaceId, ...open },
        data: { revokedAt: now() },
      });
      if (count === 0) throw new AppError("NOT_FOUND", say("workspaces.invitationNotPending"));
      return { revoked: true };
    },

    /** What the invitation page shows whoever holds the link (signed in or not). */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await usable(db, token, false);
      const [view] = await shown([row]);
      return {
        workspaceName: row.workspace.name,
        email: row.email,
        role: row.role,
        invitedBy: view?.invitedBy ?? null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * The signed-in account with the invited address (case-insensitive) becomes a member, and the invitation is
     * marked used, in one transaction under a lock on the invitation: a second accept finds it used.
     */
    async accept(viewer: { id: string; email: string }, token: string): Promise<{ workspaceId: string }> {
      return bus.transaction(async (tx, publish) => {
        const row = await usable(tx, token, true);
        if (row.email.toLowerCase() !== viewer.email.toLowerCase())
          throw new AppError("FORBIDDEN", say("workspaces.wrongAccount", { email: row.email, yours: viewer.email }));
        await tx.workspaceMember.createMany({
          data: [{ workspaceId: row.workspaceId, userId: viewer.id, role: row.role }],
          skipDuplicates: true,
        });
        await tx.workspaceInvitation.update({
          where: { id: row.id },
          data: { acceptedAt: now(), acceptedBy: viewer.id },
        });
        publish("workspace", row.workspaceId);
        return { workspaceId: row.workspaceId };
      });
    },
  };
}

export type WorkspaceInvitations = ReturnType<typeof createWorkspaceInvitations>;
