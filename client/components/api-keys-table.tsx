import { formatDate, formatDateTime } from "../lib/format-date";
import { useT } from "../lib/i18n/use-t";
import type { RouterOutputs } from "../lib/trpc";
import styles from "./api-keys-table.module.css";
import { Badge, type BadgeTone } from "./badge";
import { Button } from "./button";
import { type Column, DataTable } from "./data-table";

/** A key as lists show it (the owner's and the admin's lists answer the same fields): never the key itself. */
export type ApiKeyRow = RouterOutputs["apiKeys"]["list"][number];

export type ApiKeyStatus = "active" | "revoked" | "expired";

/** Revoked wins over expired: it says what someone did, not only what the calendar did. */
export function apiKeyStatus(key: Pick<ApiKeyRow, "revokedAt" | "expiresAt">, now: number): ApiKeyStatus {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return "expired";
  return "active";
}

/** Labels are catalogue keys, translated where they render. */
const STATUS_LOOK: Record<ApiKeyStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "common.apiKeys.active", tone: "success" },
  revoked: { label: "common.apiKeys.revoked", tone: "danger" },
  expired: { label: "common.apiKeys.expired", tone: "neutral" },
};

interface ApiKeysTableProps {
  caption: string;
  keys: readonly ApiKeyRow[];
  empty: string;
  /** Only active keys can be revoked: a revoked or expired one already refuses every call. */
  onRevoke: (key: ApiKeyRow) => void;
  /** The owner chose the expiry and wants to see it; the admin's list stays narrow. */
  showExpiry?: boolean;
}

/** The keys of one person, newest first, with their status and Revoke: in the profile and the admin's user page. */
export function ApiKeysTable({ caption, keys, empty, onRevoke, showExpiry }: ApiKeysTableProps) {
  const { t } = useT();
  const now = Date.now();
  const never = t("common.apiKeys.never");
  const columns: Column<ApiKeyRow>[] = [
    { key: "name", header: t("common.apiKeys.name"), primary: true, cell: (key) => key.name },
    {
      key: "prefix",
      header: t("common.apiKeys.key"),
      cell: (key) => <code className={styles.prefix}>{key.prefix}…</code>,
    },
    {
      key: "billedTo",
      header: t("common.apiKeys.billedTo"),
      cell: (key) => key.workspace?.name ?? t("common.apiKeys.personal"),
    },
    { key: "created", header: t("common.apiKeys.created"), cell: (key) => formatDate(key.createdAt) ?? "-" },
    {
      key: "lastUsed",
      header: t("common.apiKeys.lastUsed"),
      cell: (key) => formatDateTime(key.lastUsedAt) ?? never,
    },
    ...(showExpiry
      ? [
          {
            key: "expires",
            header: t("common.apiKeys.expires"),
            cell: (key: ApiKeyRow) => formatDate(key.expiresAt) ?? never,
          },
        ]
      : []),
    {
      key: "status",
      header: t("common.apiKeys.status"),
      cell: (key) => {
        const look = STATUS_LOOK[apiKeyStatus(key, now)];
        return <Badge tone={look.tone}>{t(look.label)}</Badge>;
      },
    },
    {
      key: "actions",
      header: t("common.apiKeys.actions"),
      actions: true,
      cell: (key) =>
        apiKeyStatus(key, now) === "active" ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() => onRevoke(key)}
            aria-label={t("common.apiKeys.revokeNamed", { name: key.name })}
          >
            {t("common.apiKeys.revoke")}
          </Button>
        ) : null,
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={keys} rowKey={(key) => key.id} empty={empty} />;
}
