import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE } from "#shared/locales";
import type { ServerMessageKey } from "#shared/server-messages";
import { activeLocale, type CatalogueLoader, i18n } from "../../lib/i18n/i18n";

/**
 * The server's texts in the reader's language (issue #29, docs/decisions.md). The server answers in
 * English with the text's key (tRPC `data.messageKey` and `data.messageValues`; its registry is
 * shared/server-messages.ts); hi.json holds the Hindi by the same keys, and there is no English copy:
 * an English reader sees the server's own text and loads nothing. For a Hindi reader, the catalogue and
 * the registry (./reader.ts, to find a key from a text that came without one) load at start.
 */

/** An entry of the server's registry and its values. */
export interface ServerText {
  key: string;
  values?: Record<string, string | number>;
}

type Reader = typeof import("./reader");
let reader: Reader | undefined;

/** The catalogue's keys in Lingui's one instance, apart from the namespaces' (`auth.*` is a feature's too). */
const PREFIX = "server.";

/** Registered at start (client/main.tsx) like a namespace, so a switch of language loads it first. */
export const loadServerMessages: CatalogueLoader = async (locale) => {
  if (locale === DEFAULT_LOCALE) return { default: {} };
  const [catalogue, module] = await Promise.all([import("./hi.json"), import("./reader")]);
  reader = module;
  const messages: Messages = catalogue.default;
  return { default: Object.fromEntries(Object.entries(messages).map(([key, message]) => [PREFIX + key, message])) };
};

/** Texts written in the reader's language so far, so one kept on screen (a field's message) follows a switch. */
const written = new Map<string, ServerText>();

function has(key: string): boolean {
  return activeLocale() !== DEFAULT_LOCALE && Object.hasOwn(i18n.messages, PREFIX + key);
}

/** `{field}` holds a label in English ("Name"), shown in the reader's language too. */
function label(value: string): string {
  const key = reader?.fieldLabelKey(value);
  return key && has(key) ? i18n._(PREFIX + key) : value;
}

function inReadersLanguage(text: ServerText): string | undefined {
  if (!has(text.key)) return undefined;
  const values = { ...text.values };
  if (typeof values.field === "string") values.field = label(values.field);
  const shown = i18n._(PREFIX + text.key, values);
  if (written.size >= 500) written.clear();
  written.set(shown, text);
  return shown;
}

/**
 * A text the server (or a shared schema) wrote in English, in the reader's language when it is an
 * entry of the registry; any other text as it is.
 */
export function localizeServerText(text: string): string {
  if (activeLocale() === DEFAULT_LOCALE) {
    const known = written.get(text);
    return known && reader ? reader.englishText(known.key as ServerMessageKey, known.values) : text;
  }
  const known = written.get(text) ?? reader?.matchServerText(text);
  return (known && inReadersLanguage(known)) ?? text;
}

/** An error's text: by the key the server sent with it, else from its English. */
export function localizeServerMessage(key: unknown, values: unknown, english: string): string {
  if (activeLocale() === DEFAULT_LOCALE || typeof key !== "string") return localizeServerText(english);
  const given =
    values && typeof values === "object"
      ? Object.fromEntries(
          Object.entries(values).filter((entry): entry is [string, string | number] =>
            ["string", "number"].includes(typeof entry[1]),
          ),
        )
      : {};
  return inReadersLanguage({ key, values: given }) ?? localizeServerText(english);
}
