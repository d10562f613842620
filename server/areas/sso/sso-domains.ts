import { randomBytes } from "node:crypto";
import { DEFAULT_LOCALE } from "../../../shared/locales";
import { englishText, say } from "../../../shared/server-messages";
import { emailDomain, PUBLIC_MAIL_DOMAINS, SSO_VERIFY_HOURS, type SsoDomainAddInput } from "../../../shared/sso";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { uniqueViolation } from "../../core/prisma-errors";
import { type ThrottleRule, throttle } from "../../core/throttle";
import type { Db } from "../../lib/db";
import { accountLocale, type Mailer } from "../../lib/mailer";
import type { RateLimiter } from "../../lib/rate-limit";
import { sha256 } from "../auth";
import { MANAGERS, requireWorkspaceRole } from "../workspaces";
import { verifyDomainMail } from "./verify-domain.mail";

const VERIFY_TTL_MS = SSO_VERIFY_HOURS * 60 * 60 * 1000;
/** Verification e-mails a workspace may send an hour: enough for typos, too few to spam an address. */
const SENDS_PER_WORKSPACE: ThrottleRule = { limit: 10, windowSeconds: 60 * 60 };

const domainSelect = {
  id: true,
  domain: true,
  verifyEmail: true,
  verifySentAt: true,
  verifiedAt: true,
  createdAt: true,
} as const;

/** The unique index on verified domains (migration 20261129120000_workspaces): another workspace holds it. */
function rethrowDomainTaken(domain: string) {
  return (error: unknown): never => {
    const fields = uniqueViolation(error);
    if (fields?.includes("verified")) throw new AppError("CONFLICT", say("sso.domainTaken", { domain }));
    if (fields) throw new AppError("CONFLICT", say("sso.domainExists", { domain }));
    throw error;
  };
}

/**
 * A workspace's e-mail domains (docs/product/workspaces.md#single-sign-on): managers add one with an address at
 * it, a link (its token stored as SHA-256, good for 24 hours) goes to that address, and opening it verifies the
 * domain. A verified domain belongs to one workspace; public mail services are refused.
 */
export function createSsoDomains(deps: {
  db: Db;
  bus: ChangeBus;
  mailer: Mailer;
  limiter: RateLimiter;
  appName: string;
  appOrigin: string;
  now: () => Date;
}) {
  const { db, bus, mailer, limiter, now } = deps;

  async function takenElsewhere(workspaceId: string, domain: string) {
    const other = await db.workspaceDomain.findFirst({
      where: { domain, verifiedAt: { not: null }, workspaceId: { not: workspaceId } },
      select: { id: true },
    });
    if (other) throw new AppError("CONFLICT", say("sso.domainTaken", { domain }));
  }

  async function send(workspaceId: string, userId: string, domainId: string) {
    await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
    const row = await db.workspaceDomain.findFirst({
      where: { id: domainId, workspaceId },
      select: { domain: true, verifyEmail: true, verifiedAt: true, workspace: { select: { name: true } } },
    });
    if (!row?.verifyEmail) throw new AppError("NOT_FOUND", say("sso.domainNotFound"));
    await takenElsewhere(workspaceId, row.domain);
    await throttle(limiter, `sso-verify:${workspaceId}`, SENDS_PER_WORKSPACE, say("sso.tooManyAttempts"));
    const token = randomBytes(32).toString("base64url");
    await db.workspaceDomain.update({
      where: { id: domainId },
      data: { verifyTokenHash: sha256(token), verifySentAt: now() },
    });
    const manager = await db.user.findUnique({ where: { id: userId }, select: { locale: true } });
    const link = `${deps.appOrigin}/sso/verify/${token}`;
    await mailer.send(
      verifyDomainMail(
        row.verifyEmail,
        { workspace: row.workspace.name, domain: row.domain, link },
        deps.appName,
        manager ? accountLocale(manager.locale) : DEFAULT_LOCALE,
      ),
    );
    return { message: englishText("sso.verificationSent", { email: row.verifyEmail }) };
  }

  return {
    async list(workspaceId: string, userId: string) {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      return db.workspaceDomain.findMany({
        where: { workspaceId },
        select: domainSelect,
        orderBy: { createdAt: "asc" },
      });
    },

    /** Adds the domain (or changes the address of an unverified one) and mails the link. */
    async add(userId: string, input: SsoDomainAddInput) {
      const { workspaceId, domain, email } = input;
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      if (PUBLIC_MAIL_DOMAINS.includes(domain)) throw new AppError("BAD_REQUEST", say("sso.publicDomain", { domain }));
      if (emailDomain(email) !== domain) throw new AppError("BAD_REQUEST", say("sso.emailNotAtDomain", { domain }));
      await takenElsewhere(workspaceId, domain);
      const existing = await db.workspaceDomain.findUnique({
        where: { workspaceId_domain: { workspaceId, domain } },
        select: { id: true, verifiedAt: true },
      });
      if (existing?.verifiedAt) throw new AppError("CONFLICT", say("sso.domainExists", { domain }));
      const row = existing
        ? await db.workspaceDomain.update({
            where: { id: existing.id },
            data: { verifyEmail: email },
            select: { id: true },
          })
        : await db.workspaceDomain
            .create({ data: { workspaceId, domain, verifyEmail: email }, select: { id: true } })
            .catch(rethrowDomainTaken(domain));
      return { id: row.id, ...(await send(workspaceId, userId, row.id)) };
    },

    send,

    /** The link's token, once, within 24 hours: the domain is verified for its workspace. */
    async verify(token: string) {
      const row = await db.workspaceDomain.findUnique({
        where: { verifyTokenHash: sha256(token) },
        select: {
          id: true,
          domain: true,
          workspaceId: true,
          verifySentAt: true,
          workspace: { select: { name: true } },
        },
      });
      if (!row?.verifySentAt || row.verifySentAt.getTime() + VERIFY_TTL_MS <= now().getTime())
        throw new AppError("BAD_REQUEST", say("sso.verifyLinkInvalid"));
      await bus
        .transaction(async (tx, publish) => {
          await tx.workspaceDomain.update({
            where: { id: row.id },
            data: { verifiedAt: now(), verifyTokenHash: null },
          });
          publish("workspace", row.workspaceId);
        })
        .catch(rethrowDomainTaken(row.domain));
      return {
        domain: row.domain,
        workspaceName: row.workspace.name,
        message: englishText("sso.domainVerified", { domain: row.domain }),
      };
    },

    async remove(workspaceId: string, userId: string, domainId: string) {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      await bus.transaction(async (tx, publish) => {
        const { count } = await tx.workspaceDomain.deleteMany({ where: { id: domainId, workspaceId } });
        if (count === 0) throw new AppError("NOT_FOUND", say("sso.domainNotFound"));
        publish("workspace", workspaceId);
      });
      return { id: domainId, message: englishText("sso.domainRemoved") };
    },
  };
}

export type SsoDomains = ReturnType<typeof createSsoDomains>;
