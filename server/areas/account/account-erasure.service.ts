import { DELETED_USER_LABEL } from "../../../shared/account";
import { say } from "../../../shared/server-messages";
import { recordAudit } from "../../core/audit";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import { Prisma } from "../../generated/prisma/client";
import type { Tx } from "../../lib/db";
import { accountLocale, type Mailer } from "../../lib/mailer";
import type { FilesService } from "../files";
import { accountDeletedMail } from "./account-deleted.mail";

/** Who asked: the person themselves, or an administrator (audited). */
export type ErasedBy = { kind: "self" } | { kind: "admin"; adminId: string };

interface Person {
  id: string;
  name: string;
  username: string;
  email: string;
}

/** What an audit entry says instead of the person it named. */
const ERASED_NAME = DELETED_USER_LABEL;
const ERASED = "[erased]";

/**
 * Replaces the person's id, e-mail, username and name wherever they appear in
 * an audit snapshot: the entry still says what an administrator did, no longer
 * to whom.
 */
function redact(value: unknown, person: Person): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(item, person));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, redact(field, person)]));
  if (typeof value !== "string") return value;
  if (value === person.name) return ERASED_NAME;
  const lower = value.toLowerCase();
  if (lower === person.username || lower === person.email) return ERASED;
  // Ids are UUIDs: one inside a longer text (a key, a path) is still this person's and no one else's.
  return value.replaceAll(person.id, ERASED);
}

const jsonOrNull = (value: unknown) =>
  value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue);

/** Audit entries about the person, or whose snapshots name them (an edit, a grant, a key revoked). */
async function redactAudit(tx: Tx, person: Person) {
  const rows = await tx.$queryRaw<Array<{ id: string; entityId: string | null; before: unknown; after: unknown }>>`
    select id, "entityId", before, after from "AuditLog"
    where "entityId" = ${person.id}
       or strpos(coalesce(before::text, '') || coalesce(after::text, ''), ${person.id}) > 0
       or strpos(lower(coalesce(before::text, '') || coalesce(after::text, '')), ${JSON.stringify(person.email)}) > 0`;
  for (const row of rows)
    await tx.auditLog.update({
      where: { id: row.id },
      data: {
        entityId: row.entityId === person.id ? null : row.entityId,
        before: jsonOrNull(redact(row.before, person)),
        after: jsonOrNull(redact(row.after, person)),
      },
      select: { id: true },
    });
}

/**
 * The right to erasure (India's DPDP Act 2023, issue #17): one path for
 * "Delete my account" and for an administrator's delete.
 *
 * In one transaction: the account row goes, and with it (foreign keys,
 * cascade) its sessions, conversations and messages, API keys and their usage,
 * daily usage, reply leases and attached files (their bytes are deleted after the commit); then what names the person without a key to
 * the account: one-time codes, contact messages and rate-limit counters by
 * e-mail, billing-mail records, and the person in audit snapshots. Subscriptions are cancelled in
 * Razorpay before it starts. Payments
 * stay for accounting (the law's retention exception) with the user cleared:
 * a payment row holds no name or e-mail of its own. The change bus drops the
 * person's cached sessions and keys on every instance when it commits. The
 * confirmation e-mail goes out after the commit, to the address captured
 * before it was erased; a failure to send is logged, never undoes the erasure.
 */
export function createAccountErasure(deps: {
  bus: ChangeBus;
  /** Attached files: their rows go with the account, their bytes after it (issue #30). */
  files: Pick<FilesService, "keysOfUser" | "forget">;
  /**
   * Ends the person's subscriptions in Razorpay first (issue #32): a mandate must not charge an account
   * that is gone. It throws when Razorpay cannot be reached, and then nothing is erased.
   */
  endSubscriptions: (userId: string) => Promise<void>;
  mailer: Mailer;
  appName: string;
  now: () => Date;
  log: { error(object: object, message: string): void };
}) {
  const { bus, now } = deps;

  return {
    async erase(userId: string, by: ErasedBy): Promise<{ email: string }> {
      await deps.endSubscriptions(userId);
      const files = await deps.files.keysOfUser(userId);
      const person = await bus.transaction(async (tx, publish) => {
        const user = await tx.user.findUnique({
          where: { id: userId },
          select: {
            id: true,
            name: true,
            username: true,
            email: true,
            locale: true,
            role: true,
            createdAt: true,
            apiKeys: { select: { hash: true } },
          },
        });
        if (!user) throw new AppError("NOT_FOUND", say("admin.userNotFound"));
        publish("user", user.id);
        for (const key of user.apiKeys) publish("api-key", key.hash);
        const email = user.email.toLowerCase();
        await tx.user.delete({ where: { id: user.id }, select: { id: true } });
        await tx.otpChallenge.deleteMany({ where: { email } });
        await tx.contactMessage.deleteMany({ where: { email: { equals: email, mode: "insensitive" } } });
        await tx.billingNotice.deleteMany({
          where: { OR: [{ userId: user.id }, { key: { startsWith: `${user.id}:` } }] },
        });
        // Login lockouts, sign-up and export counters name the person by e-mail or id, as one `:`-separated part
        // of the key (so a@b.co never matches aa@b.com's counters).
        await tx.$executeRaw`
          delete from "RateLimitBucket"
          where strpos(lower(key) || ':', ${`:${email}:`}) > 0 or strpos(key || ':', ${`:${user.id}:`}) > 0`;
        await redactAudit(tx, { ...user, email });
        if (by.kind === "admin")
          await recordAudit(tx, {
            adminId: by.adminId,
            action: "user.delete",
            entity: "User",
            before: { name: ERASED_NAME, role: user.role, createdAt: user.createdAt },
          });
        return user;
      });
      await deps.files.forget(files);
      try {
        await deps.mailer.send(
          accountDeletedMail({
            to: person.email,
            name: person.name,
            deletedAt: now(),
            appName: deps.appName,
            byAdmin: by.kind === "admin",
            locale: accountLocale(person.locale),
          }),
        );
      } catch (error) {
        // The erasure stands: only the courtesy e-mail is lost, and the address is gone with the account.
        deps.log.error({ err: error, erasedBy: by.kind }, "account deleted, but its confirmation e-mail failed");
      }
      return { email: person.email };
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
