import { Alert } from "../../../components/alert";
import { ApiKeysTable } from "../../../components/api-keys-table";
import { RevokeApiKeyDialog } from "../../../components/revoke-api-key-dialog";
import { useKeyRevocation } from "../../../hooks/use-key-revocation";
import { useAdminApiKeys, useAdminRevokeApiKey } from "../api/use-admin-api-keys";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

/** A user's API keys (names, prefixes, last use, never the keys) with Revoke; both looking and revoking are audited. */
export function UserApiKeysPanel({ userId, userName }: { userId: string; userName: string }) {
  const keys = useAdminApiKeys(userId);
  const revoke = useKeyRevocation(useAdminRevokeApiKey());
  return (
    <Panel title="API keys" description="Personal keys for the /v1 API, newest first. Viewing them is audited.">
      <QueryView query={keys} loading="Loading API keys...">
        {(data) => (
          <>
            {revoke.message && <Alert tone="success">{revoke.message}</Alert>}
            <ApiKeysTable caption={`API keys of ${userName}`} keys={data} empty="No API keys." onRevoke={revoke.ask} />
          </>
        )}
      </QueryView>
      <RevokeApiKeyDialog {...revoke.dialog} owner={`${userName}'s`} />
    </Panel>
  );
}
