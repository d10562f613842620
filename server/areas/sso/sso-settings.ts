import { englishText, say } from "../../../shared/server-messages";
import type { SsoSettingsInput } from "../../../shared/sso";
import type { ChangeBus } from "../../core/change-bus";
import { AppError } from "../../core/errors";
import type { Db } from "../../lib/db";
import type { SecretBox } from "../../lib/secret-box";
import { MANAGERS, requireWorkspaceRole } from "../workspaces";
import { discoverProvider, issuerAllowed, type ProviderSettings } from "./oidc-provider-client";

/** Where providers send people back: registered at the provider as the client's redirect URI. */
export const CALLBACK_PATH = "/api/sso/callback";

/**
 * A workspace's provider settings (docs/product/workspaces.md#single-sign-on): issuer, client id, the client secret
 * sealed at rest (server/lib/secret-box.ts, bound to the workspace) and never sent back, and whether single sign-on
 * is required for its verified domains.
 */
export function createSsoSettings(deps: {
  db: Db;
  bus: ChangeBus;
  box: SecretBox;
  appOrigin: string;
  production: boolean;
  now: () => Date;
}) {
  const { db, bus, box, now } = deps;
  const redirectUri = `${deps.appOrigin}${CALLBACK_PATH}`;

  /** The workspace's provider with its secret opened, or null when not fully configured. */
  async function provider(workspaceId: string): Promise<ProviderSettings | null> {
    const row = await db.workspace.findUnique({
      where: { id: workspaceId },
      select: { ssoIssuer: true, ssoClientId: true, ssoSecret: true },
    });
    const clientSecret = row?.ssoSecret ? box.open(row.ssoSecret, workspaceId) : null;
    if (!row?.ssoIssuer || !row.ssoClientId || !clientSecret) return null;
    return { issuer: row.ssoIssuer, clientId: row.ssoClientId, clientSecret };
  }

  return {
    redirectUri,
    provider,

    async get(workspaceId: string, userId: string) {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      const row = await db.workspace.findUniqueOrThrow({
        where: { id: workspaceId },
        select: { ssoIssuer: true, ssoClientId: true, ssoSecret: true, ssoRequired: true },
      });
      return {
        issuer: row.ssoIssuer,
        clientId: row.ssoClientId,
        secretSet: row.ssoSecret !== null,
        required: row.ssoRequired,
        redirectUri,
      };
    },

    async save(userId: string, input: SsoSettingsInput) {
      const { workspaceId } = input;
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      if (!issuerAllowed(input.issuer, deps.production)) throw new AppError("BAD_REQUEST", say("sso.issuerNotHttps"));
      const issuer = input.issuer.replace(/\/+$/, "");
      const secret = input.clientSecret?.trim();
      await bus.transaction(async (tx, publish) => {
        const current = await tx.workspace.findUniqueOrThrow({
          where: { id: workspaceId },
          select: { ssoSecret: true },
        });
        if (!secret && !current.ssoSecret) throw new AppError("BAD_REQUEST", say("sso.secretMissing"));
        if (input.required) {
          const verified = await tx.workspaceDomain.count({ where: { workspaceId, verifiedAt: { not: null } } });
          if (verified === 0) throw new AppError("BAD_REQUEST", say("sso.requireNeedsSetup"));
        }
        await tx.workspace.update({
          where: { id: workspaceId },
          data: {
            ssoIssuer: issuer,
            ssoClientId: input.clientId,
            ssoRequired: input.required,
            ...(secret ? { ssoSecret: box.seal(secret, workspaceId) } : {}),
          },
        });
        publish("workspace", workspaceId);
      });
      return { message: englishText("sso.settingsSaved") };
    },

    /** Runs discovery against the saved issuer: the provider answers, or a message says what to check. */
    async test(workspaceId: string, userId: string) {
      await requireWorkspaceRole(db, workspaceId, userId, MANAGERS);
      const settings = await provider(workspaceId);
      if (!settings) throw new AppError("BAD_REQUEST", say("sso.providerNotSet"));
      try {
        await discoverProvider(settings, now);
      } catch (cause) {
        throw new AppError("UPSTREAM_FAILED", say("sso.connectionFailed", { issuer: settings.issuer }), { cause });
      }
      return { ok: true as const, message: englishText("sso.connectionOk", { issuer: settings.issuer }) };
    },
  };
}

export type SsoSettings = ReturnType<typeof createSsoSettings>;
