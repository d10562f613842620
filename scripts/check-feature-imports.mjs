// bulletproof-react's rule: a client feature never imports another feature. What two features
// share belongs in client/components, client/hooks or client/lib. Biome cannot tell which feature
// an import starts from, so this resolves every relative import and compares the two folders.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const features = path.join(root, "client", "features");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']*)["']/g;

const featureOf = (file) => {
  const relative = path.relative(features, file);
  return relative.startsWith("..") ? null : relative.split(path.sep)[0];
};

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|css)$/.test(entry.name)) yield full;
  }
}

const violations = [];
for (const file of sourceFiles(features)) {
  const own = featureOf(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(IMPORT)) {
    const target = featureOf(path.resolve(path.dirname(file), match[1]));
    if (target && target !== own) {
      const line = text.slice(0, match.index).split("\n").length;
      violations.push(
        `${path.relative(root, file)}:${line}: the ${own} feature imports "${match[1]}" from the ${target} feature; ` +
          "move what both need to client/components, client/hooks or client/lib.",
      );
    }
  }
}

if (violations.length > 0) {
  console.error(violations.join("\n"));
  console.error(`${violations.length} import(s) between client features.`);
  process.exit(1);
}
console.log("client features: no imports between features.");
