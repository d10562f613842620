// The message catalogues are complete by construction (issue #29, docs/product/languages.md): every
// namespace has the same keys in every language, with the same ICU placeholders and tags; every key
// is used by the code that owns it, and every key the code asks for exists and has loaded by the time
// that code runs (a namespace comes in parts, each loaded with the code that shows it).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { lazyBoundaries, resolveImport, staticImports } from "../../scripts/lazy-boundaries";
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

/** One catalogue file pair: a namespace's main catalogue, or one of its parts (a `messages/<part>/` folder). */
interface Catalogue {
  /** The namespace its keys belong to: `common`, or the camel-cased feature. */
  name: string;
  /** The folder whose code may use its keys: the shell's namespace serves the whole client. */
  scope: string;
  /** Its folder, relative to the project root. */
  dir: string;
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

/**
 * A namespace's catalogues: its main one and its parts, each loaded with the code that shows it
 * (docs/product/languages.md). The server's texts (client/messages/server) are no namespace: tested below.
 */
function catalogues(name: string, scope: string, dir: string): Catalogue[] {
  const parts = readdirSync(dir).filter((part) => part !== "server" && statSync(path.join(dir, part)).isDirectory());
  return [dir, ...parts.map((part) => path.join(dir, part))].map((folder) => ({
    name,
    scope,
    dir: path.relative(PROJECT_ROOT, folder),
    catalogues: read(folder),
  }));
}

const CATALOGUES: Catalogue[] = [
  ...catalogues("common", CLIENT, path.join(CLIENT, "messages")),
  ...readdirSync(path.join(CLIENT, "features")).flatMap((feature) =>
    catalogues(
      camel(feature),
      path.join(CLIENT, "features", feature),
      path.join(CLIENT, "features", feature, "messages"),
    ),
  ),
];

/** Each namespace with the keys of all its catalogues. */
const NAMESPACES = [...new Set(CATALOGUES.map(({ name }) => name))].map((name) => {
  const own = CATALOGUES.filter((catalogue) => catalogue.name === name);
  return {
    name,
    scope: own[0]?.scope ?? CLIENT,
    catalogues: Object.fromEntries(
      LOCALES.map((locale) => [locale, Object.assign({}, ...own.map((catalogue) => catalogue.catalogues[locale]))]),
    ) as Record<string, Record<string, string>>,
  };
});

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
    for (const { name, dir, catalogues } of CATALOGUES) {
      const [first, ...rest] = LOCALES.map((locale) => Object.keys(catalogues[locale] ?? {}).sort());
      for (const [index, keys] of rest.entries())
        expect(keys, `${dir}: ${LOCALES[index + 1]} against ${LOCALES[0]}`).toEqual(first);
      for (const key of first ?? []) expect(key.startsWith(`${name}.`), `${dir}: key "${key}"`).toBe(true);
    }
  });

  it("gives each group of keys (`pricing.receipt`, `common.twoFactor`) one catalogue", () => {
    // So a new key's home follows from its name, and a part's texts cannot creep back into a catalogue
    // that more pages wait for.
    const homes = new Map<string, string>();
    const split: string[] = [];
    for (const { dir, catalogues } of CATALOGUES)
      for (const key of Object.keys(catalogues.en ?? {})) {
        const group = key.split(".").slice(0, 2).join(".");
        const home = homes.get(group);
        if (home && home !== dir) split.push(`${group}: ${home} and ${dir}`);
        homes.set(group, dir);
      }
    expect(split).toEqual([]);
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

  it("loads every key a part of the client shows before it or with it", () => {
    // A part is the entry (client/main.tsx, after the shell's main catalogue) or what a lazyPage or
    // lazyComponent call loads, with the catalogues it names; inside a part, whatever the parts around
    // it loaded. Its code is everything it imports, statically or through a plain import() (a schema).
    const home = new Map(
      CATALOGUES.flatMap(({ dir, catalogues }) => Object.keys(catalogues.en ?? {}).map((key) => [key, dir])),
    );
    const boundaries = lazyBoundaries();
    const text = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    const code = (start: string) => {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (seen.has(file)) continue;
        seen.add(file);
        const lazy = new Set(boundaries.filter((boundary) => boundary.file === file).map(({ module }) => module));
        const dynamic = [...text(file).matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)]
          .map((match) => resolveImport(file, match[1] ?? ""))
          .filter((target): target is string => target !== null && !lazy.has(target));
        stack.push(...staticImports(file), ...dynamic);
      }
      return seen;
    };
    const unloaded: string[] = [];
    const checked = new Set<string>();
    const visit = (module: string, loaded: string[]) => {
      const id = `${module} ${[...loaded].sort().join(" ")}`;
      if (checked.has(id)) return;
      checked.add(id);
      for (const file of code(module)) {
        for (const match of text(file).matchAll(/"([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)"/g)) {
          const dir = home.get(match[1] ?? "");
          if (dir && !loaded.includes(dir)) unloaded.push(`${file} (in ${module}): "${match[1]}" from ${dir}`);
        }
        for (const boundary of boundaries.filter((item) => item.file === file))
          visit(boundary.module, [...new Set([...loaded, ...boundary.catalogues])]);
      }
    };
    visit("client/main.tsx", ["client/messages"]);
    expect(checked.size, "the parts found").toBeGreaterThan(30);
    expect([...new Set(unloaded)]).toEqual([]);
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
