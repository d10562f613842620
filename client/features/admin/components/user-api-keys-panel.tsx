import { Alert } from "../../../components/alert";
import { ApiKeysTable } from "../../../components/api-keys-table";
import { RevokeApiKeyDialog } from "../../../components/revoke-api-key-dialog";
import { useKeyRevocation } from "../../../hooks/use-key-revocation";
import { useT } from "../../../lib/i18n/use-t";
import { useAdminApiKeys, useAdminRevokeApiKey } from "../api/use-admin-api-keys";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

/** A user's API keys (names, prefixes, last use, never the keys) with Revoke; both looking and revoking are audited. */
export function UserApiKeysPanel({ userId, userName }: { userId: string; userName: string }) {
  const { t } = useT();
  const keys = useAdminApiKeys(userId);
  const revoke = useKeyRevocation(useAdminRevokeApiKey());
  return (
    <Panel title={t("admin.apiKeys.title")} description={t("admin.apiKeys.description")}>
      <QueryView query={keys} loading={t("admin.apiKeys.loading")}>
        {(data) => (
          <>
            {revoke.message && <Alert tone="success">{revoke.message}</Alert>}
            <ApiKeysTable
              caption={t("admin.apiKeys.caption", { name: userName })}
              keys={data}
              empty={t("admin.apiKeys.empty")}
              onRevoke={revoke.ask}
            />
          </>
        )}
      </QueryView>
      <RevokeApiKeyDialog {...revoke.dialog} owner={t("admin.apiKeys.owner", { name: userName })} />
    </Panel>
  );
}
