// The message catalogues are complete by construction (issue #29, docs/product/languages.md): every
// namespace has the same keys in every language, with the same ICU placeholders and tags; every key
// is used by the code that owns it, and every key the code asks for exists.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../server/app";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/locales";
import { SERVER_MESSAGES } from "../../shared/server-messages";

const CLIENT = path.join(PROJECT_ROOT, "client");

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

interface Namespace {
  name: string;
  /** The folder whose code may use its keys: the shell's namespace serves the whole client. */
  scope: string;
  catalogues: Record<string, Record<string, string>>;
}

const camel = (feature: string) => feature.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const read = (dir: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Record<string, string>,
    ]),
  );

const NAMESPACES: Namespace[] = [
  { name: "common", scope: CLIENT, catalogues: read(path.join(CLIENT, "messages")) },
  ...readdirSync(path.join(CLIENT, "features")).map((feature) => ({
    name: camel(feature),
    scope: path.join(CLIENT, "features", feature),
    catalogues: read(path.join(CLIENT, "features", feature, "messages")),
  })),
];

const SOURCES = [...files(CLIENT)]
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

/** The argument names and tag numbers of a compiled message (text, or tokens: text or [name, type?, format?]). */
function placeholders(message: unknown, into = new Set<string>()): Set<string> {
  const tokens = typeof message === "string" ? [message] : Array.isArray(message) ? message : [];
  for (const token of tokens) {
    if (typeof token === "string") {
      for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) into.add(`<${tag[1]}>`);
    } else if (Array.isArray(token)) {
      into.add(String(token[0]));
      const choices = token[2];
      if (choices && typeof choices === "object")
        for (const [choice, branch] of Object.entries(choices)) if (choice !== "offset") placeholders(branch, into);
    }
  }
  return into;
}

describe("message catalogues", () => {
  it("has the same keys in every language, each namespace's keys under its own name", () => {
    for (const { name, catalogues } of NAMESPACES) {
      const [first, ...rest] = LOCALES.map((locale) => Object.keys(catalogues[locale] ?? {}).sort());
      for (const [index, keys] of rest.entries())
        expect(keys, `${name}: ${LOCALES[index + 1]} against ${LOCALES[0]}`).toEqual(first);
      for (const key of first ?? []) expect(key.startsWith(`${name}.`), `${name}: key "${key}"`).toBe(true);
    }
  });

  it("writes every message in valid ICU, with the same placeholders and tags in every language", () => {
    for (const { name, catalogues } of NAMESPACES) {
      const english = catalogues.en ?? {};
      for (const [key, message] of Object.entries(english)) {
        const expected = [...placeholders(compileMessageOrThrow(message))].sort();
        for (const locale of LOCALES) {
          const text = catalogues[locale]?.[key] ?? "";
          expect(text.trim(), `${name} ${locale} "${key}" is empty`).not.toBe("");
          const found = [...placeholders(compileMessageOrThrow(text))].sort();
          expect(found, `${name} ${locale} "${key}": placeholders`).toEqual(expected);
        }
      }
    }
  });

  it("uses every key in the code that owns it", () => {
    for (const { name, scope, catalogues } of NAMESPACES) {
      const code = SOURCES.filter(({ file }) => file.startsWith(scope))
        .map(({ text }) => text)
        .join("\n");
      const unused = Object.keys(catalogues.en ?? {}).filter((key) => !code.includes(`"${key}"`));
      expect(unused, `${name}: keys no code uses`).toEqual([]);
    }
  });

  it("has every key the code asks for, in a namespace the file may use", () => {
    const missing: string[] = [];
    for (const { file, text } of SOURCES) {
      const visible = NAMESPACES.filter(({ scope }) => file.startsWith(scope));
      for (const match of text.matchAll(/\b(?:t|_|i18n\._)\(\s*"([^"]+)"|\bid="([^"]+)"/g)) {
        const key = match[1] ?? match[2] ?? "";
        if (!/^[a-z][A-Za-z]*\./.test(key)) continue;
        if (!visible.some(({ catalogues }) => key in (catalogues.en ?? {})))
          missing.push(`${path.relative(PROJECT_ROOT, file)}: "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** The choices of a compiled message's selects (`status:created`…): a language may not drop one. */
function selectChoices(message: unknown, into = new Set<string>()): Set<string> {
  for (const token of Array.isArray(message) ? message : []) {
    if (!Array.isArray(token) || !token[2] || typeof token[2] !== "object") continue;
    for (const [choice, branch] of Object.entries(token[2] as Record<string, unknown>)) {
      if (token[1] === "select") into.add(`${String(token[0])}:${choice}`);
      selectChoices(branch, into);
    }
  }
  return into;
}

// The server's texts: English in its registry (shared/server-messages.ts), every other language in
// client/messages/server/<locale>.json by the same keys.
describe("the server's texts in the client", () => {
  const folder = path.join(CLIENT, "messages", "server");
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

  it("has every registry key and no other in every other language", () => {
    for (const locale of others) {
      const catalogue = JSON.parse(readFileSync(path.join(folder, `${locale}.json`), "utf8")) as Record<string, string>;
      const registry = Object.keys(SERVER_MESSAGES);
      expect(
        registry.filter((key) => !(key in catalogue)),
        `${locale}: keys without a text`,
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((key) => !(key in SERVER_MESSAGES)),
        `${locale}: keys the registry does not have`,
      ).toEqual([]);
    }
  });

  it("writes each in valid ICU with the English text's placeholders", () => {
    for (const locale of others) {
      const catalogue = JSON.parse(readFileSync(path.join(folder, `${locale}.json`), "utf8")) as Record<string, string>;
      for (const [key, english] of Object.entries(SERVER_MESSAGES)) {
        const text = catalogue[key] ?? "";
        expect(text.trim(), `${locale} "${key}" is empty`).not.toBe("");
        expect([...placeholders(compileMessageOrThrow(text))].sort(), `${locale} "${key}": placeholders`).toEqual(
          [...placeholders(compileMessageOrThrow(english))].sort(),
        );
        expect([...selectChoices(compileMessageOrThrow(text))].sort(), `${locale} "${key}": choices`).toEqual(
          [...selectChoices(compileMessageOrThrow(english))].sort(),
        );
      }
    }
  });
});
