import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { API_KEY_NAME_MAX, createApiKeyInput, MAX_ACTIVE_API_KEYS } from "#shared/api-keys";
import { Alert } from "../../../components/alert";
import { ApiKeysTable, apiKeyStatus } from "../../../components/api-keys-table";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CopyableText } from "../../../components/copyable-text";
import { TextField } from "../../../components/form-field";
import { CheckIcon, CopyIcon, KeyIcon, PlusIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { RevokeApiKeyDialog } from "../../../components/revoke-api-key-dialog";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { copyAnnouncement, useCopy } from "../../../hooks/use-copy";
import { useKeyRevocation } from "../../../hooks/use-key-revocation";
import { focusFirstInvalid, validate } from "../../../lib/validate";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/use-api-keys";
import { expiryFromDay, localDay } from "../utils/api-key-expiry";
import styles from "./api-keys-panel.module.css";
import { EnterpriseUpsell } from "./enterprise-upsell";
import profileStyles from "./profile-page.module.css";

/** The profile's "API keys" tab (issue #15): Enterprise creates, copies and revokes keys; other plans learn where to get them. */
export function ApiKeysPanel({ enterprise }: { enterprise: boolean }) {
  const keys = useApiKeys();
  const revoke = useKeyRevocation(useRevokeApiKey());

  if (keys.isError) return <LoadFailed title="Failed to load your API keys." query={keys} />;
  if (!keys.data) return <LoadingState message="Loading your API keys..." />;

  const now = Date.now();
  const active = keys.data.filter((key) => apiKeyStatus(key, now) === "active").length;

  return (
    <div className={styles.panel}>
      {enterprise ? (
        <div className={styles.top}>
          <CreateKeyCard full={active >= MAX_ACTIVE_API_KEYS} onCreated={revoke.clearMessage} />
          <UsingTheApiCard />
        </div>
      ) : (
        <EnterpriseUpsell title="API access is part of Enterprise">
          With Enterprise you create personal API keys and call NexGen AI from your own code and tools through an
          OpenAI-compatible API, with the same models and allowance as your chats.
        </EnterpriseUpsell>
      )}

      {/* Keys from an earlier Enterprise plan stay listed, so they can still be revoked. */}
      {(enterprise || keys.data.length > 0) && (
        <Card as="section" aria-labelledby="api-keys-list-title">
          <div className={styles.heading}>
            <h2 id="api-keys-list-title" className={profileStyles.cardTitle}>
              <KeyIcon size={20} />
              Your keys
            </h2>
            <p className={styles.muted}>
              {active} of {MAX_ACTIVE_API_KEYS} active
            </p>
          </div>
          {revoke.message && <Alert tone="success">{revoke.message}</Alert>}
          <ApiKeysTable
            caption="Your API keys"
            keys={keys.data}
            empty="No keys yet. Create one above to start calling the API."
            onRevoke={revoke.ask}
            showExpiry
          />
        </Card>
      )}

      <RevokeApiKeyDialog {...revoke.dialog} />
    </div>
  );
}

const NAME_ONLY = createApiKeyInput.pick({ name: true });

/** Name and optional expiry; the answer's key is shown once, above the form, announced and focused. */
function CreateKeyCard({ full, onCreated }: { full: boolean; onCreated: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [expiryDay, setExpiryDay] = useState("");
  const [nameError, setNameError] = useState<string>();
  const nameId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    // The expiry comes from a date picker: only the name can be wrong here.
    const checked = validate(NAME_ONLY, { name });
    if (!checked.ok) {
      setNameError(checked.errors.name);
      focusFirstInvalid(event.currentTarget, checked.errors);
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: checked.data.name, ...(expiryDay ? { expiresAt: expiryFromDay(expiryDay) } : {}) },
      {
        onSuccess: () => {
          setName("");
          setExpiryDay("");
          onCreated();
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="api-keys-create-title">
      <h2 id="api-keys-create-title" className={profileStyles.cardTitle}>
        <PlusIcon size={20} />
        Create a key
      </h2>
      {/* Polite: the key appears where the person is already looking, and focus moves to it. */}
      <div aria-live="polite">
        {create.data && <NewKey name={create.data.name} secret={create.data.key} onDone={() => create.reset()} />}
      </div>
      {full ? (
        <Alert tone="warning">
          You have {MAX_ACTIVE_API_KEYS} active keys, the most one person can hold. Revoke one you no longer use to
          create another.
        </Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id={nameId}
            label="Name"
            name="name"
            required
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            placeholder="e.g. Build server"
            hint="Say where it will be used, so you know which one to revoke later."
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(undefined);
            }}
          />
          <TextField
            label="Expires on (optional)"
            name="expiresOn"
            type="date"
            min={localDay(new Date())}
            hint="The key stops working at the end of this day. Leave empty for a key that does not expire."
            value={expiryDay}
            onChange={(event) => setExpiryDay(event.target.value)}
          />
          {create.isError && (
            <ServerError
              error={create.error}
              fallback="Failed to create the key. Please try again."
              listTitle="Please fix the following:"
            />
          )}
          <Button type="submit" className={styles.submit} busy={create.isPending} icon={<KeyIcon size={16} />}>
            {create.isPending ? "Creating..." : "Create key"}
          </Button>
        </form>
      )}
    </Card>
  );
}

/** The only time the key exists outside its owner's hands: shown whole, with Copy and the warning. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { state, copy } = useCopy(secret);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.newKey}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.newKeyTitle}>
        Your new key "{name}"
      </h3>
      <code className={styles.secret}>{secret}</code>
      <div className={styles.newKeyActions}>
        <Button
          size="sm"
          onClick={copy}
          icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          aria-label={state === "copied" ? "Key copied" : "Copy key"}
        >
          {state === "copied" ? "Copied" : "Copy key"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          I have saved it
        </Button>
        <span className="visually-hidden" role="status">
          {copyAnnouncement(state)}
        </span>
      </div>
      <p className={styles.warning}>
        Copy it now and keep it somewhere safe, like a password manager: it will not be shown again. If you lose it,
        revoke it and create a new one.
      </p>
    </div>
  );
}

/** Where the keys go: the base URL for any OpenAI-compatible client, and a two-line example. */
function UsingTheApiCard() {
  const baseUrl = `${window.location.origin}/v1`;
  return (
    <Card as="section" aria-labelledby="api-keys-use-title">
      <h2 id="api-keys-use-title" className={profileStyles.cardTitle}>
        Using the API
      </h2>
      <p className={styles.muted}>
        The API speaks OpenAI's format: point the official SDKs, LangChain or curl at this base URL and send your key as
        the bearer token.
      </p>
      <div className={styles.baseUrl}>
        <span className={styles.label}>Base URL</span>
        <CopyableText text={baseUrl} label="Copy the base URL" />
      </div>
      <span className={styles.label}>Example with the openai npm package</span>
      {/* Lines wrap rather than scroll, so the example needs no keyboard stop of its own. */}
      <pre className={styles.example}>
        <code>
          {`const client = new OpenAI({ baseURL: "${baseUrl}", apiKey: process.env.NEXGEN_API_KEY });\n`}
          {`const reply = await client.chat.completions.create({ model: "MODEL_ID", messages: [{ role: "user", content: "Hello" }] });`}
        </code>
      </pre>
      <p className={styles.note}>
        <code>GET /v1/models</code> lists the model ids your plan can use. Requests and replies are not stored; only
        their usage is counted, against the same daily allowance as your chats.
      </p>
    </Card>
  );
}
