import { useState } from "react";
import type { ApiKeyRow } from "../components/api-keys-table";
import { useT } from "../lib/i18n/use-t";

/** The revoke call of the person's own keys or of the admin's view of a user's keys. */
interface RevokeCall {
  mutate: (input: { id: string }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Revoke, confirmed in RevokeApiKeyDialog: `ask` opens the dialog for a key,
 * `dialog` is the dialog's props, and `message` says which key was revoked
 * once it is (cleared by the next ask).
 */
export function useKeyRevocation(revoke: RevokeCall) {
  const { t } = useT();
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  // The revoked key's name: the message is worded at render, in the language on screen then.
  const [revoked, setRevoked] = useState<string | null>(null);

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
          setRevoked(name);
        },
      },
    );
  };

  return {
    message: revoked === null ? null : t("common.apiKeys.revokedNotice", { name: revoked }),
    clearMessage: () => setRevoked(null),
    ask: (key: ApiKeyRow) => {
      setRevoked(null);
      setRevoking(key);
    },
    dialog: {
      keyName: revoking?.name ?? null,
      busy: revoke.isPending,
      error: revoke.error,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
