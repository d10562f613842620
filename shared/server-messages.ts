import { formatIcu, type IcuPattern, type IcuValues, icuPattern } from "./icu";
import { ACCOUNT_TEXTS } from "./messages/account";
import { ADMIN_TEXTS } from "./messages/admin";
import { FILE_TEXTS } from "./messages/files";
import { IMPORT_TEXTS } from "./messages/imports";
import { INVOICE_TEXTS } from "./messages/invoices";
import { PROJECT_TEXTS } from "./messages/projects";
import { REQUEST_TEXTS, VALIDATION_TEXTS } from "./messages/requests";
import { SEARCH_TEXTS } from "./messages/search";
import { SEAT_TEXTS } from "./messages/seats";
import { SERVICE_TEXTS } from "./messages/service";
import { SHARING_TEXTS } from "./messages/sharing";
import { SSO_TEXTS } from "./messages/sso";
import { SUBSCRIPTION_TEXTS } from "./messages/subscriptions";
import { WORKSPACE_BILLING_TEXTS } from "./messages/workspace-billing";
import { WORKSPACE_CORE_TEXTS } from "./messages/workspace-core";
import { WORKSPACE_USAGE_TEXTS } from "./messages/workspace-usage";
import { WORKSPACE_TEXTS } from "./messages/workspaces";

/**
 * Every text the server sends that a person may read, once, by a stable key (issue #29,
 * docs/decisions.md): errors and the few success texts, in English as the specification words them,
 * in ICU. The API answers with the English text and the key (tRPC `data.messageKey` and
 * `data.messageValues`, REST `code`); the SPA shows the key's text in the reader's language
 * (client/messages/server/hi.json). /v1 answers in OpenAI's shape, English only.
 */
export const SERVER_MESSAGES = {
  ...ACCOUNT_TEXTS,
  ...SERVICE_TEXTS,
  ...FILE_TEXTS,
  ...PROJECT_TEXTS,
  ...IMPORT_TEXTS,
  ...SEARCH_TEXTS,
  ...SHARING_TEXTS,
  ...SUBSCRIPTION_TEXTS,
  ...WORKSPACE_TEXTS,
  ...WORKSPACE_USAGE_TEXTS,
  ...SSO_TEXTS,
  ...INVOICE_TEXTS,
  ...WORKSPACE_CORE_TEXTS,
  ...WORKSPACE_BILLING_TEXTS,
  ...SEAT_TEXTS,
  ...ADMIN_TEXTS,
  ...REQUEST_TEXTS,
  ...VALIDATION_TEXTS,
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type ServerMessageValues = IcuValues;

/** A text by its key and the values of its placeholders: what an AppError carries. */
export interface ServerMessage {
  key: ServerMessageKey;
  values?: ServerMessageValues;
}

export const isServerMessageKey = (key: unknown): key is ServerMessageKey =>
  typeof key === "string" && Object.hasOwn(SERVER_MESSAGES, key);

/** The text `key` names, with these values. */
export function say(key: ServerMessageKey, values?: ServerMessageValues): ServerMessage {
  return values ? { key, values } : { key };
}

/** The English text of a message (or of a key with its values). */
export function englishText(message: ServerMessage | ServerMessageKey, values?: ServerMessageValues): string {
  const { key, values: given } = typeof message === "string" ? { key: message, values } : message;
  return formatIcu(SERVER_MESSAGES[key], given);
}

let patterns: Array<{ key: ServerMessageKey; pattern: IcuPattern }> | undefined;
let exact: Map<string, ServerMessageKey> | undefined;

/**
 * The message that wrote an English text: its key and values, or undefined for a text of no entry.
 * For a text that came without its key: a schema's check (the forms check before sending), the list
 * of problems of a 400, a success text, a text from a dependency. A text several entries could have
 * written is the most specific one's (the most literal characters): "Password is required" is
 * `validation.passwordRequired`, not `{field} is required`.
 */
export function matchServerText(text: string): ServerMessage | undefined {
  exact ??= new Map(
    Object.entries(SERVER_MESSAGES)
      .filter(([, english]) => !english.includes("{"))
      .map(([key, english]) => [english, key as ServerMessageKey]),
  );
  const key = exact.get(text);
  if (key) return { key };
  patterns ??= Object.entries(SERVER_MESSAGES)
    .filter(([, english]) => english.includes("{"))
    .map(([key, english]) => ({ key: key as ServerMessageKey, pattern: icuPattern(english) }))
    .sort((a, b) => b.pattern.literalLength - a.pattern.literalLength);
  for (const { key, pattern } of patterns) {
    const values = pattern.read(text);
    if (values) return { key, values };
  }
  return undefined;
}

/** The label key of a field's English name (`{field}` in a check's message), so it can be shown translated. */
export function fieldLabelKey(label: string): ServerMessageKey | undefined {
  const found = matchServerText(label);
  return found && !found.values && found.key.startsWith("field.") ? found.key : undefined;
}
