// The import rules biome cannot express, because they depend on which folder an import starts
// from and where it lands (docs/architecture.md, "Layers and areas"):
// - client: a feature never imports another feature (bulletproof-react's rule);
// - server: lib is the bottom, core sits on lib, the OpenAPI document builder (docs) on core and lib,
//   each area sits on docs, core and lib (its operation table beside its router) and reaches another
//   area only through that area's port (its index.ts); the router, the caller, the composition root,
//   the list of every operation and the plugins sit above the areas;
// - no import cycle anywhere, between files or between the server's folders. Type-only imports
//   count: a cycle of types still ties two pieces together.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)["'](\.{1,2}\/[^"']*)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const files = ["client", "server", "shared"].flatMap((dir) => [...sourceFiles(path.join(root, dir))]);
const known = new Set(files);
const rel = (file) => path.relative(root, file).split(path.sep).join("/");

/** Every relative import of a file that lands on a source file, with its line. */
function importsOf(file) {
  const text = readFileSync(file, "utf8");
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(file), match[1]);
    const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate));
    if (target) found.push({ spec: match[1], target, line: text.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** The server layer a file belongs to: lib, core, docs, area:<name>, or top (what sits above the areas). */
function serverLayer(file) {
  const parts = rel(file).split("/");
  if (parts[0] !== "server") return null;
  // The Fastify plugins mount the areas' routes and server/api-operations.ts lists them all: both sit above.
  if (parts.length === 2 || parts[1] === "plugins") return "top";
  if (parts[1] === "areas") return `area:${parts[2]}`;
  return parts[1];
}

// What each server layer may import besides itself and shared/.
const ALLOWED = {
  lib: [],
  core: ["lib"],
  // The document builder: the operation types the areas' tables are written in, and the document made of them.
  docs: ["core", "lib"],
  area: ["docs", "core", "lib"],
};

function serverViolation(from, to) {
  const own = serverLayer(from);
  const target = serverLayer(to);
  if (!own || own === "top" || !target || own === target) return null;
  const kind = own.startsWith("area:") ? "area" : own;
  if (target.startsWith("area:") && kind === "area") {
    const isPort = /^server\/areas\/[^/]+\/index\.ts$/.test(rel(to));
    return isPort
      ? null
      : `the ${own.slice(5)} area reaches into the ${target.slice(5)} area; import its port (index.ts)`;
  }
  if (!ALLOWED[kind]) return `server/${own} is not one of the server's folders (lib, core, areas, plugins, docs)`;
  if (ALLOWED[kind].includes(target)) return null;
  return `${own} may import only ${[...ALLOWED[kind], "shared"].join(", ")}${kind === "area" ? " and other areas' ports" : ""}`;
}

function clientViolation(from, to) {
  const features = path.join(root, "client", "features");
  const featureOf = (file) => {
    const relative = path.relative(features, file);
    return relative.startsWith("..") ? null : relative.split(path.sep)[0];
  };
  const own = featureOf(from);
  const target = featureOf(to);
  return target && own && target !== own
    ? `the ${own} feature imports from the ${target} feature; move what both need to client/components, client/hooks or client/lib`
    : null;
}

const violations = [];
const graph = new Map();
for (const file of files) {
  const edges = importsOf(file);
  graph.set(
    file,
    edges.map((edge) => edge.target),
  );
  for (const edge of edges) {
    const problem = serverViolation(file, edge.target) ?? clientViolation(file, edge.target);
    if (problem) violations.push(`${rel(file)}:${edge.line}: "${edge.spec}": ${problem}.`);
  }
}

/** Strongly connected components with more than one member (Tarjan), i.e. the cycles. */
function cycles(nodes, next) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!order.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node), order.get(other)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || next(node).includes(node)) found.push(component);
    }
  };
  for (const node of nodes) if (!order.has(node)) visit(node);
  return found;
}

for (const cycle of cycles([...graph.keys()], (file) => graph.get(file) ?? [])) {
  violations.push(`import cycle between files: ${cycle.map(rel).sort().join(" ↔ ")}.`);
}

const folderGraph = new Map();
for (const [file, targets] of graph) {
  const own = serverLayer(file);
  if (!own) continue;
  const set = folderGraph.get(own) ?? new Set();
  for (const target of targets) {
    const layer = serverLayer(target);
    if (layer && layer !== own) set.add(layer);
  }
  folderGraph.set(own, set);
}
for (const cycle of cycles([...folderGraph.keys()], (layer) => [...(folderGraph.get(layer) ?? [])])) {
  violations.push(`import cycle between server folders: ${cycle.sort().join(" ↔ ")}.`);
}

if (violations.length > 0) {
  console.error(violations.join("\n"));
  console.error(`${violations.length} import rule violation(s); docs/architecture.md, "Layers and areas", says why.`);
  process.exit(1);
}
console.log(`imports: ${files.length} files, no feature or area crossing, no cycle.`);
