import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { API_KEY_NAME_MAX, createApiKeyInput, MAX_ACTIVE_API_KEYS } from "#shared/api-keys";
import { Alert } from "../../../components/alert";
import { ApiKeysTable, apiKeyStatus } from "../../../components/api-keys-table";
import { Button } from "../../../components/button";
import { Card } from "../../../components/card";
import { CopyableText } from "../../../components/copyable-text";
import { SelectField, TextField } from "../../../components/form-field";
import { CheckIcon, CopyIcon, KeyIcon, PlusIcon } from "../../../components/icons";
import { LoadFailed } from "../../../components/load-failed";
import { RevokeApiKeyDialog } from "../../../components/revoke-api-key-dialog";
import { ServerError } from "../../../components/server-error";
import { LoadingState } from "../../../components/spinner";
import { copyAnnouncement, useCopy } from "../../../hooks/use-copy";
import { useKeyRevocation } from "../../../hooks/use-key-revocation";
import { Trans, useT } from "../../../lib/i18n/use-t";
import { focusFirstInvalid, validate } from "../../../lib/validate";
import { useApiKeys, useCreateApiKey, useKeyWorkspaces, useRevokeApiKey } from "../api/use-api-keys";
import { expiryFromDay, localDay } from "../utils/api-key-expiry";
import styles from "./api-keys-panel.module.css";
import { EnterpriseUpsell } from "./enterprise-upsell";
import profileStyles from "./profile-page.module.css";

/** The profile's "API keys" tab (issue #15): Enterprise creates, copies and revokes keys; other plans learn where to get them. */
export function ApiKeysPanel({ enterprise }: { enterprise: boolean }) {
  const { t } = useT();
  const keys = useApiKeys();
  const revoke = useKeyRevocation(useRevokeApiKey());
  // A seat in a workspace gives API access billed there, whatever the person's own plan (issue #35).
  const workspaces = useKeyWorkspaces().data ?? [];
  const canCreate = enterprise || workspaces.length > 0;

  if (keys.isError) return <LoadFailed title={t("profile.apiKeys.loadFailed")} query={keys} />;
  if (!keys.data) return <LoadingState message={t("profile.apiKeys.loading")} />;

  const now = Date.now();
  const active = keys.data.filter((key) => apiKeyStatus(key, now) === "active").length;

  return (
    <div className={styles.panel}>
      {canCreate ? (
        <div className={styles.top}>
          <CreateKeyCard
            full={active >= MAX_ACTIVE_API_KEYS}
            onCreated={revoke.clearMessage}
            personal={enterprise}
            workspaces={workspaces}
          />
          <UsingTheApiCard />
        </div>
      ) : (
        <EnterpriseUpsell title={t("profile.apiKeys.upsellTitle")}>{t("profile.apiKeys.upsellBody")}</EnterpriseUpsell>
      )}

      {/* Keys from an earlier Enterprise plan stay listed, so they can still be revoked. */}
      {(canCreate || keys.data.length > 0) && (
        <Card as="section" aria-labelledby="api-keys-list-title">
          <div className={styles.heading}>
            <h2 id="api-keys-list-title" className={profileStyles.cardTitle}>
              <KeyIcon size={20} />
              {t("profile.apiKeys.yourKeys")}
            </h2>
            <p className={styles.muted}>{t("profile.apiKeys.activeCount", { active, max: MAX_ACTIVE_API_KEYS })}</p>
          </div>
          {revoke.message && <Alert tone="success">{revoke.message}</Alert>}
          <ApiKeysTable
            caption={t("profile.apiKeys.tableCaption")}
            keys={keys.data}
            empty={t("profile.apiKeys.empty")}
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

/**
 * Name, what it bills to (Personal on Enterprise, or a workspace with a seat) and optional expiry; the answer's key
 * is shown once, above the form, announced and focused.
 */
function CreateKeyCard(props: {
  full: boolean;
  onCreated: () => void;
  personal: boolean;
  workspaces: Array<{ id: string; name: string }>;
}) {
  const { full, onCreated, workspaces } = props;
  const { t } = useT();
  const create = useCreateApiKey();
  const [billTo, setBillTo] = useState(props.personal ? "" : (workspaces[0]?.id ?? ""));
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
      {
        name: checked.data.name,
        ...(expiryDay ? { expiresAt: expiryFromDay(expiryDay) } : {}),
        ...(billTo ? { workspaceId: billTo } : {}),
      },
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
        {t("profile.apiKeys.create.title")}
      </h2>
      {/* Polite: the key appears where the person is already looking, and focus moves to it. */}
      <div aria-live="polite">
        {create.data && <NewKey name={create.data.name} secret={create.data.key} onDone={() => create.reset()} />}
      </div>
      {full ? (
        <Alert tone="warning">{t("profile.apiKeys.create.full", { max: MAX_ACTIVE_API_KEYS })}</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id={nameId}
            label={t("profile.apiKeys.create.name")}
            name="name"
            required
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            placeholder={t("profile.apiKeys.create.namePlaceholder")}
            hint={t("profile.apiKeys.create.nameHint")}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(undefined);
            }}
          />
          {workspaces.length > 0 && (
            <SelectField
              label={t("profile.apiKeys.create.billTo")}
              name="billTo"
              hint={t("profile.apiKeys.create.billToHint")}
              value={billTo}
              onChange={(event) => setBillTo(event.target.value)}
            >
              {props.personal && <option value="">{t("profile.apiKeys.create.personal")}</option>}
              {workspaces.map((workspace) => (
                <option key={workspace.id} value={workspace.id}>
                  {workspace.name}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label={t("profile.apiKeys.create.expires")}
            name="expiresOn"
            type="date"
            min={localDay(new Date())}
            hint={t("profile.apiKeys.create.expiresHint")}
            value={expiryDay}
            onChange={(event) => setExpiryDay(event.target.value)}
          />
          {create.isError && (
            <ServerError
              error={create.error}
              fallback={t("profile.apiKeys.create.failed")}
              listTitle={t("profile.apiKeys.create.fix")}
            />
          )}
          <Button type="submit" className={styles.submit} busy={create.isPending} icon={<KeyIcon size={16} />}>
            {create.isPending ? t("profile.apiKeys.create.creating") : t("profile.apiKeys.create.submit")}
          </Button>
        </form>
      )}
    </Card>
  );
}

/** The only time the key exists outside its owner's hands: shown whole, with Copy and the warning. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useT();
  const { state, copy } = useCopy(secret);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.newKey}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.newKeyTitle}>
        {t("profile.apiKeys.newKey.title", { name })}
      </h3>
      <code className={styles.secret}>{secret}</code>
      <div className={styles.newKeyActions}>
        <Button
          size="sm"
          onClick={copy}
          icon={state === "copied" ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          aria-label={state === "copied" ? t("profile.apiKeys.newKey.copied") : t("profile.apiKeys.newKey.copy")}
        >
          {state === "copied" ? t("profile.apiKeys.newKey.copiedShort") : t("profile.apiKeys.newKey.copy")}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t("profile.apiKeys.newKey.done")}
        </Button>
        <span className="visually-hidden" role="status">
          {copyAnnouncement(state)}
        </span>
      </div>
      <p className={styles.warning}>{t("profile.apiKeys.newKey.warning")}</p>
    </div>
  );
}

/** Where the keys go: the base URL for any OpenAI-compatible client, and a two-line example. */
function UsingTheApiCard() {
  const { t } = useT();
  const baseUrl = `${window.location.origin}/v1`;
  return (
    <Card as="section" aria-labelledby="api-keys-use-title">
      <h2 id="api-keys-use-title" className={profileStyles.cardTitle}>
        {t("profile.apiKeys.use.title")}
      </h2>
      <p className={styles.muted}>{t("profile.apiKeys.use.intro")}</p>
      <div className={styles.baseUrl}>
        <span className={styles.label}>{t("profile.apiKeys.use.baseUrl")}</span>
        <CopyableText text={baseUrl} label={t("profile.apiKeys.use.copyBaseUrl")} />
      </div>
      <span className={styles.label}>{t("profile.apiKeys.use.example")}</span>
      {/* Lines wrap rather than scroll, so the example needs no keyboard stop of its own. */}
      <pre className={styles.example}>
        <code>
          {`const client = new OpenAI({ baseURL: "${baseUrl}", apiKey: process.env.NEXGEN_API_KEY });\n`}
          {`const reply = await client.chat.completions.create({ model: "MODEL_ID", messages: [{ role: "user", content: "Hello" }] });`}
        </code>
      </pre>
      <p className={styles.note}>
        <Trans id="profile.apiKeys.use.note" components={{ 0: <code /> }} />
      </p>
    </Card>
  );
}
