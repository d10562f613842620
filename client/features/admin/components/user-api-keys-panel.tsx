import { useState } from "react";
import { Alert } from "../../../components/alert";
import { type ApiKeyRow, ApiKeysTable } from "../../../components/api-keys-table";
import { RevokeApiKeyDialog } from "../../../components/revoke-api-key-dialog";
import { useAdminApiKeys, useAdminRevokeApiKey } from "../api/use-admin-api-keys";
import { QueryView } from "./load-error";
import { Panel } from "./panel";

/** A user's API keys (names, prefixes, last use, never the keys) with Revoke; both looking and revoking are audited. */
export function UserApiKeysPanel({ userId, userName }: { userId: string; userName: string }) {
  const keys = useAdminApiKeys(userId);
  const revoke = useAdminRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    revoke.reset();
    setRevoking(null);
  };
  const confirm = () => {
    if (!revoking || revoke.isPending) return;
    const { id, name } = revoking;
    revoke.mutate(
      { id },
      {
        onSuccess: () => {
          close();
          setMessage(`"${name}" is revoked: calls with it are refused from now on.`);
        },
      },
    );
  };

  return (
    <Panel title="API keys" description="Personal keys for the /v1 API, newest first. Viewing them is audited.">
      <QueryView query={keys} loading="Loading API keys...">
        {(data) => (
          <>
            {message && <Alert tone="success">{message}</Alert>}
            <ApiKeysTable
              caption={`API keys of ${userName}`}
              keys={data}
              empty="No API keys."
              onRevoke={(key) => {
                setMessage(null);
                setRevoking(key);
              }}
            />
          </>
        )}
      </QueryView>
      <RevokeApiKeyDialog
        keyName={revoking?.name ?? null}
        owner={`${userName}'s`}
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        onClose={close}
      />
    </Panel>
  );
}
