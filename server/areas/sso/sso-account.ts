import { randomBytes } from "node:crypto";
import type { Locale } from "../../../shared/locales";
import { say } from "../../../shared/server-messages";
import { AppError } from "../../core/errors";
import { hashPassword } from "../../core/passwords";
import type { Tx } from "../../lib/db";
import { freeSeats } from "../workspaces";

/** Who the provider says signed in: its issuer and subject, and the claims we keep. */
export interface ProviderPerson {
  issuer: string;
  subject: string;
  email: string;
  name: string;
}

/** A username for an account made at first sign-in: the address's local part, made unique by a random tail. */
function usernameFor(email: string): string {
  const local = email
    .slice(0, email.indexOf("@"))
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 20);
  return `${local || "member"}-${randomBytes(4).toString("hex")}`;
}

/**
 * The account an SSO sign-in opens (docs/product/workspaces.md#single-sign-on), inside the caller's transaction:
 * the person's SsoIdentity, else the account with their e-mail, else a new account (a random password nobody
 * knows, their name from the claims, the request's language); then a membership of the workspace if they have
 * none, taken from a pending invitation to their address or else a free seat (seats.ts locks the workspace's row).
 * No seat: the transaction rolls back and
 * nothing of the account is left. Returns the account and whether a member was added (the caller publishes it).
 */
export async function accountForSignIn(
  tx: Tx,
  workspace: { id: string; name: string },
  person: ProviderPerson,
  context: { locale: Locale; now: Date },
): Promise<{ userId: string; joined: boolean }> {
  const identity = await tx.ssoIdentity.findUnique({
    where: { issuer_subject: { issuer: person.issuer, subject: person.subject } },
    select: { userId: true },
  });
  const known =
    identity ??
    (await tx.user
      .findUnique({ where: { email: person.email }, select: { id: true } })
      .then((u) => u && { userId: u.id }));
  const userId =
    known?.userId ??
    (
      await tx.user.create({
        data: {
          name: person.name,
          username: usernameFor(person.email),
          email: person.email,
          passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
          locale: context.locale,
        },
        select: { id: true },
      })
    ).id;
  const member = await tx.workspaceMember.findUnique({
    where: { workspaceId_userId: { workspaceId: workspace.id, userId } },
    select: { role: true },
  });
  let joined = false;
  if (!member) {
    // The lock first (seats.ts); a pending invitation to this address already holds the seat, and is accepted.
    const free = await freeSeats(tx, workspace.id, context.now);
    const invitation = await tx.workspaceInvitation.findFirst({
      where: {
        workspaceId: workspace.id,
        email: person.email,
        acceptedAt: null,
        revokedAt: null,
        expiresAt: { gt: context.now },
      },
      select: { id: true, role: true },
    });
    if (free < 1 && !invitation) throw new AppError("CONFLICT", say("sso.noSeat", { workspace: workspace.name }));
    if (invitation)
      await tx.workspaceInvitation.update({
        where: { id: invitation.id },
        data: { acceptedAt: context.now, acceptedBy: userId },
      });
    await tx.workspaceMember.create({
      data: { workspaceId: workspace.id, userId, role: invitation?.role === "admin" ? "admin" : "member" },
    });
    joined = true;
  }
  if (!identity)
    await tx.ssoIdentity.create({
      data: { issuer: person.issuer, subject: person.subject, userId, workspaceId: workspace.id },
    });
  await tx.user.update({ where: { id: userId }, data: { lastLogin: context.now } });
  return { userId, joined };
}
