// Where the client loads code lazily, and which message catalogues load with it: every
// `lazyPage(catalogues, () => import(…), …)` (client/app/router.tsx) and
// `lazyComponent(() => import(…), …, ...catalogues)` (client/lib/lazy-component.ts) call, read from the
// source. The bundle bench counts the catalogues a route's first render waits for from these
// (scripts/bench/client-chunks.ts), and tests/integration/catalogues.test.ts checks with them that
// every part of the client draws only on catalogues loaded before it or with it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.join(ROOT, "client");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

export interface LazyBoundary {
  /** The file holding the call, relative to the project root. */
  file: string;
  /** The module it imports, relative to the project root. */
  module: string;
  /** The folders (relative to the project root) of the catalogues that load beside the module. */
  catalogues: string[];
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.fixtures\.ts$/.test(name)) yield full;
  }
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** A relative import's source file (project-relative), or null for a package, `#shared/…` or a stylesheet. */
export function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(ROOT, path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    try {
      if (/\.tsx?$/.test(candidate) && statSync(candidate).isFile()) return relative(candidate);
    } catch {
      // not this extension
    }
  }
  return null;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?"([^"]+)"/gm;

/** The client files a file imports statically (not `import type`, not `import()`): they load with it. */
export function staticImports(file: string, text = readFileSync(path.join(ROOT, file), "utf8")): string[] {
  return [...text.matchAll(STATIC_IMPORT)]
    .map((match) => resolveImport(file, match[1] ?? ""))
    .filter((target): target is string => target !== null);
}

/** The catalogue loaders a file imports (a `messages/index.ts` or a part's), by local name: their folders. */
function catalogueImports(file: string, text: string): Map<string, string> {
  const loaders = new Map<string, string>();
  for (const match of text.matchAll(/^import\s+\{([^}]*)\}\s+from\s+"([^"]+)"/gm)) {
    const target = resolveImport(file, match[2] ?? "");
    if (!target || !/\/messages(?:\/[a-z-]+)?\/index\.ts$/.test(target)) continue;
    for (const name of (match[1] ?? "").split(",")) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) loaders.set(local, path.posix.dirname(target));
    }
  }
  return loaders;
}

/** The text between the parentheses of a call whose "(" is at `open`. */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return text.slice(open + 1, index);
  }
  throw new Error(`lazy boundaries: unbalanced call at ${open}`);
}

/** Every lazy boundary of the client. A call whose catalogue is no imported loader fails loudly. */
export function lazyBoundaries(): LazyBoundary[] {
  const found: LazyBoundary[] = [];
  for (const full of sourceFiles(CLIENT)) {
    const file = relative(full);
    const text = readFileSync(full, "utf8");
    const loaders = catalogueImports(file, text);
    for (const call of text.matchAll(/\b(lazyPage|lazyComponent)\(/g)) {
      const args = callArguments(text, (call.index ?? 0) + call[0].length - 1);
      const imported = args.match(/\(\s*\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/);
      if (!imported) continue; // the definition's own signature, or a mention in a comment
      const module = resolveImport(file, imported[1] ?? "");
      if (!module) throw new Error(`lazy boundaries: ${file} imports ${imported[1]}, which is no source file`);
      // The loaders are the call's identifiers besides the import and the pick (`(module) => module.Page`).
      const rest = args.replace(imported[0], "").replace(/\(\s*[\w$]*\s*\)\s*=>\s*[\w$.]+/g, "");
      const names = [...rest.matchAll(/[A-Za-z_$][\w$]*/g)].map((match) => match[0]);
      const unknown = names.filter((name) => !loaders.has(name));
      if (unknown.length > 0)
        throw new Error(`lazy boundaries: ${file} passes ${unknown.join(", ")} to ${call[1]}, not a catalogue loader`);
      found.push({ file, module, catalogues: names.map((name) => loaders.get(name) as string) });
    }
  }
  return found;
}
