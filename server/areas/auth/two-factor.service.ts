import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { englishText, type ServerMessage, say } from "../../../shared/server-messages";
import { BACKUP_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../../shared/two-factor";
import { recordAudit } from "../../core/audit";
import { AppError } from "../../core/errors";
import type { LoginGuards } from "../../core/login-guard";
import type { IdentityProof, Owner, SignedInOwner } from "../../core/recent-auth";
import type { Db, Tx } from "../../lib/db";
import { hmacHex } from "../../lib/hmac";
import { accountLocale, type Mailer } from "../../lib/mailer";
import type { RateLimiter } from "../../lib/rate-limit";
import { createSecretBox } from "../../lib/secret-box";

export type { IdentityProof, Owner, SignedInOwner };

import { twoFactorMail } from "./two-factor.mail";

/**
 * Passwords and codes tried on a signed-in account, across all its clients:
 * a stolen session must not be able to guess its way through from many
 * addresses. Each try also counts toward the login lockout for that client.
 */
const CODE_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

/** Backup codes: 10 characters a person can read back without confusing 0/o or 1/l (about 50 bits). */
const BACKUP_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const BACKUP_LENGTH = 10;

const ownerWhere = (owner: Owner) => (owner.kind === "user" ? { userId: owner.id } : { adminId: owner.id });
/** What the sealed secret is bound to. */
const context = (owner: Owner) => `${owner.kind}:${owner.id}`;
/** Spaces and dashes are how people copy codes, not part of them. */
const normalize = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const isAppCode = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: BACKUP_LENGTH }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

export function createTwoFactorService(deps: {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  appName: string;
  /** OTP_SECRET: the key for one-time codes, from which this module derives its own. */
  secret: string;
  adminRequired: boolean;
  /** The login lockouts: every password and code tried here counts toward the account's, from that client. */
  guards: LoginGuards;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}) {
  const { db, limiter, guards, now, log } = deps;
  const box = createSecretBox(deps.secret, "two-factor-secret");
  const backupHash = (twoFactorId: string, code: string) =>
    hmacHex(deps.secret, `two-factor-backup:${twoFactorId}:${normalize(code)}`);

  function totp(base32: string, label: string) {
    return new TOTP({
      issuer: deps.appName,
      label,
      algorithm: "SHA1",
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(base32),
    });
  }

  /**
   * One try of a password or code on a signed-in account: counted across its
   * clients and toward the login lockout for this client before it is judged;
   * `run` throws when the try is wrong, and only a right one clears the lockout.
   */
  async function attempt<T>(owner: SignedInOwner, meta: { ip?: string }, run: () => Promise<T>): Promise<T> {
    const result = await limiter.hit(`two-factor:${context(owner)}`, CODE_LIMIT.limit, CODE_LIMIT.windowSeconds);
    if (!result.allowed)
      throw new AppError("TOO_MANY_REQUESTS", say("auth.tooManyWrongSecretsWait"), { retryAfter: result.retryAfter });
    const guard = guards[owner.kind];
    const attemptKey = await guard.admitAttempt(owner.label, meta.ip, say("auth.tooManyWrongSecrets"));
    const value = await run();
    await guard.succeeded(attemptKey);
    return value;
  }

  /**
   * An app code for this step or the one either side (clocks drift), accepted
   * once: the step is recorded in the same statement that checks it is newer
   * than the last one used, so a replayed or racing code finds nothing to update.
   * While `enabling`, the same statement turns two-factor on.
   */
  async function acceptAppCode(
    tx: Tx,
    row: { id: string; secret: string },
    owner: Owner,
    code: string,
    enabling: boolean,
  ) {
    const base32 = box.open(row.secret, context(owner));
    if (!base32) {
      log.error({ owner: context(owner) }, "Two-factor secret cannot be decrypted (was OTP_SECRET changed?)");
      return false;
    }
    const at = now().getTime();
    const delta = TOTP.validate({
      token: code,
      secret: Secret.fromBase32(base32),
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      timestamp: at,
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
    const { count } = await tx.twoFactor.updateMany({
      where: {
        id: row.id,
        enabledAt: enabling ? null : { not: null },
        OR: [{ lastStep: null }, { lastStep: { lt: step } }],
      },
      data: { lastStep: step, ...(enabling ? { enabledAt: now() } : {}) },
    });
    return count === 1;
  }

  /** A backup code is spent by the statement that finds it unspent: two parallel uses cannot both succeed. */
  async function acceptBackupCode(tx: Tx, twoFactorId: string, code: string) {
    const { count } = await tx.backupCode.updateMany({
      where: { twoFactorId, hash: backupHash(twoFactorId, code), usedAt: null },
      data: { usedAt: now() },
    });
    return count === 1;
  }

  async function enabledRow(owner: Owner) {
    const row = await db.twoFactor.findUnique({
      where: ownerWhere(owner),
      select: { id: true, secret: true, enabledAt: true },
    });
    return row?.enabledAt ? row : null;
  }

  /** An app code or a backup code for an account that has two-factor on. */
  async function check(tx: Tx, owner: Owner, code: string): Promise<boolean> {
    const row = await enabledRow(owner);
    if (!row) return false;
    const clean = normalize(code);
    return isAppCode(clean) ? acceptAppCode(tx, row, owner, clean, false) : acceptBackupCode(tx, row.id, clean);
  }

  async function storeBackupCodes(tx: Tx, twoFactorId: string) {
    const codes = newBackupCodes();
    await tx.backupCode.deleteMany({ where: { twoFactorId } });
    await tx.backupCode.createMany({
      data: codes.map((code) => ({ twoFactorId, hash: backupHash(twoFactorId, code) })),
    });
    return codes;
  }

  async function person(owner: Owner) {
    return owner.kind === "user"
      ? db.user.findUniqueOrThrow({
          where: { id: owner.id },
          select: { name: true, email: true, passwordHash: true, locale: true },
        })
      : db.admin.findUniqueOrThrow({
          where: { id: owner.id },
          select: { name: true, email: true, passwordHash: true },
        });
  }

  /** Users hear of every change by e-mail (administrators' changes are in the audit log instead). */
  function notify(who: { name: string; email: string; locale?: string }, enabled: boolean) {
    deps.mailer
      .send(twoFactorMail(who, { enabled, at: now() }, deps.appName, accountLocale(who.locale)))
      .catch((error: unknown) => log.warn({ err: error }, "Two-factor notice e-mail failed"));
  }

  function audit(tx: Tx, owner: Owner, action: string) {
    if (owner.kind !== "admin") return;
    return recordAudit(tx, { adminId: owner.id, action, entity: "Admin", entityId: owner.id });
  }

  /**
   * The first code from the app turns two-factor on; the backup codes are shown this once.
   * `accepted` as for `verify`. An administrator's enrolment at sign-in calls this directly
   * (the sign-in counts its own attempts and spends its token here); signed in, `confirm`.
   */
  async function enable(owner: Owner, code: string, accepted?: (tx: Tx) => Promise<void>) {
    const row = await db.twoFactor.findUnique({
      where: ownerWhere(owner),
      select: { id: true, secret: true, enabledAt: true },
    });
    if (row?.enabledAt) throw new AppError("CONFLICT", say("twoFactor.alreadyOn"));
    if (!row) throw new AppError("BAD_REQUEST", say("twoFactor.notStarted"));
    const clean = normalize(code);
    const backupCodes = await db.$transaction(async (tx) => {
      if (!isAppCode(clean) || !(await acceptAppCode(tx, row, owner, clean, true)))
        throw new AppError("BAD_REQUEST", say("twoFactor.invalidSetupCode", { digits: TOTP_DIGITS }));
      await accepted?.(tx);
      await audit(tx, owner, "admin.two-factor.enable");
      return storeBackupCodes(tx, row.id);
    });
    if (owner.kind === "user") notify(await person(owner), true);
    return { message: englishText("twoFactor.enabled"), backupCodes };
  }

  /**
   * The one check that the person at the keyboard is the owner: the password,
   * and with two-factor on a code (spent), judged together as one attempt
   * toward the login lockout, so a right password alone forgives nothing.
   * Erasing the account, turning two-factor off and confirming one's identity
   * (sudo mode) all ask this.
   */
  function proveIdentity(
    owner: SignedInOwner,
    proof: IdentityProof,
    meta: { ip?: string },
    /** A password change asks the current password only (its code is sudo mode's) and words a wrong one its own way. */
    options: { passwordOnly?: boolean; wrongPassword?: ServerMessage } = {},
  ) {
    return attempt(owner, meta, async () => {
      const who = await person(owner);
      if (!(await guards[owner.kind].passwordMatches(who, proof.password)))
        throw new AppError("BAD_REQUEST", options.wrongPassword ?? say("account.wrongPassword"));
      if (options.passwordOnly || !(await enabledRow(owner))) return;
      if (!proof.code?.trim()) throw new AppError("BAD_REQUEST", say("twoFactor.codeNeeded"));
      if (!(await db.$transaction((tx) => check(tx, owner, proof.code ?? ""))))
        throw new AppError("BAD_REQUEST", say("twoFactor.invalidCode"));
    });
  }

  return {
    enable,
    proveIdentity,

    async isEnabled(owner: Owner) {
      return (await enabledRow(owner)) !== null;
    },

    async status(owner: Owner) {
      const row = await db.twoFactor.findUnique({
        where: ownerWhere(owner),
        select: { enabledAt: true, _count: { select: { backupCodes: { where: { usedAt: null } } } } },
      });
      const enabledAt = row?.enabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt,
        backupCodesLeft: enabledAt ? (row?._count.backupCodes ?? 0) : 0,
        /** An administrator may not turn it off while ADMIN_REQUIRE_2FA is on. */
        required: owner.kind === "admin" && deps.adminRequired,
      };
    },

    /**
     * A new secret, waiting for its first code: the QR code for the app, and
     * the key as text for typing in. Starting again replaces an unconfirmed one.
     */
    async begin(owner: Owner, label: string) {
      if (await enabledRow(owner)) throw new AppError("CONFLICT", say("twoFactor.alreadyOn"));
      const secret = new Secret({ size: 20 });
      const sealed = box.seal(secret.base32, context(owner));
      await db.twoFactor.upsert({
        where: ownerWhere(owner),
        create: { ...ownerWhere(owner), secret: sealed },
        update: { secret: sealed, lastStep: null },
      });
      const otpauthUri = totp(secret.base32, label).toString();
      const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: "M", margin: 1, width: 240 });
      return { secret: secret.base32, otpauthUri, qrCode };
    },

    /**
     * The sign-in step: true when the code is good, and it cannot be used again.
     * `accepted` runs in the same transaction once the code is accepted (the
     * sign-in spends its step token there); if it throws, the code stays unused.
     */
    verify(owner: Owner, code: string, accepted?: (tx: Tx) => Promise<void>) {
      return db.$transaction(async (tx) => {
        if (!(await check(tx, owner, code))) return false;
        await accepted?.(tx);
        return true;
      });
    },

    /** `enable` for a signed-in owner: the setup code counts toward the login lockout. */
    confirm(owner: SignedInOwner, code: string, meta: { ip?: string }) {
      return attempt(owner, meta, () => enable(owner, code));
    },

    regenerateBackupCodes(owner: SignedInOwner, code: string, meta: { ip?: string }) {
      return attempt(owner, meta, async () => {
        const backupCodes = await db.$transaction(async (tx) => {
          if (!(await check(tx, owner, code))) throw new AppError("BAD_REQUEST", say("twoFactor.invalidCode"));
          const row = await tx.twoFactor.findUniqueOrThrow({ where: ownerWhere(owner), select: { id: true } });
          await audit(tx, owner, "admin.two-factor.backup-codes");
          return storeBackupCodes(tx, row.id);
        });
        return { message: englishText("twoFactor.backupCodesRenewed"), backupCodes };
      });
    },

    /** Needs the password and a code: a session left open is not enough to weaken the account. */
    async disable(owner: SignedInOwner, proof: IdentityProof, meta: { ip?: string }) {
      if (owner.kind === "admin" && deps.adminRequired)
        throw new AppError("FORBIDDEN", say("twoFactor.requiredForAdmins"));
      if (!(await enabledRow(owner))) throw new AppError("BAD_REQUEST", say("twoFactor.notOn"));
      await proveIdentity(owner, proof, meta);
      await db.$transaction(async (tx) => {
        await tx.twoFactor.delete({ where: ownerWhere(owner) });
        await audit(tx, owner, "admin.two-factor.disable");
      });
      if (owner.kind === "user") notify(await person(owner), false);
      return { message: englishText("twoFactor.disabled") };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
