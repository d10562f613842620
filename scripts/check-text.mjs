// Text a person reads is never written into a component (issue #29, docs/product/languages.md): it comes
// from the catalogues, so it exists in every language. Biome's noJsxLiterals catches text between tags;
// this catches the attributes a person reads or hears (labels, titles, placeholders, alternative text).
// Folders not yet moved to the catalogues are listed once, as the negated `includes` of biome.json's
// noJsxLiterals override, and skipped by both checks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const biome = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
const override = biome.overrides.find((entry) => entry.linter?.rules?.style?.noJsxLiterals);
const pending = override.includes
  .filter((glob) => glob.startsWith("!"))
  .map((glob) => glob.slice(1).replace(/\/\*\*$/, ""));

const ATTRIBUTE =
  /\s(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|description|heading|hint|emptyText|confirmLabel)="([^"]*[A-Za-z\u0900-\u097F][^"]*)"/g;

/** A catalogue key handed to a component that translates it (`title="legal.terms.title"`). */
const CATALOGUE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

function* components(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* components(full);
    else if (entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx")) yield full;
  }
}

const problems = [];
for (const file of components(path.join(root, "client"))) {
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (pending.some((folder) => relative === folder || relative.startsWith(`${folder}/`))) continue;
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (CATALOGUE_KEY.test(match[2] ?? "")) continue;
    const line = text.slice(0, match.index).split("\n").length;
    problems.push(`${relative}:${line}: ${match[1]}="${match[2]}" is text a person reads: take it from the catalogue.`);
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(
    `${problems.length} attribute(s) with text written in a component; docs/product/languages.md says how.`,
  );
  process.exit(1);
}
console.log(`text: no hand-written labels in ${pending.length === 0 ? "any" : "the translated"} components.`);
