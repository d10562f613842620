// The server compiled to one JavaScript file, so that production runs it with plain `node` and no
// TypeScript loader (docs/decisions.md D110). `node scripts/build-server.mjs` builds it (part of
// `npm run build`); `npm start` builds it only when it is missing or older than its sources, as
// `node scripts/build-server.mjs --if-stale` does.
//
// - Our code (server/, shared/ and the generated Prisma client, which is TypeScript too) is bundled
//   into one file; every package stays an import that Node resolves from node_modules at run time,
//   exactly as it does for `tsx` today (no package is bundled, so none behaves differently).
// - The file sits one folder below the root, as server/app.ts does, so that app.ts's
//   `new URL("..", import.meta.url)` (the project root: migrations, dist/client) means the same
//   compiled as from source.
// - A linked source map points stack traces at the .ts files (start.mjs turns source maps on).
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isStale } from "./stale.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/** The compiled server, relative to the root. */
export const SERVER_OUTPUT = "dist/server.mjs";

/** What the compiled server is made from: a change to any of them makes it stale. */
const SERVER_INPUTS = ["server", "shared", "package.json", "tsconfig.json", "scripts/build-server.mjs"];

export const serverBuildIsStale = () =>
  isStale(
    path.join(root, SERVER_OUTPUT),
    SERVER_INPUTS.map((input) => path.join(root, input)),
  );

export async function buildServer() {
  // Loaded here so that start.mjs can ask whether the build is stale without loading esbuild. Without
  // worker threads the synchronous build runs esbuild as a child that has exited when it returns: by
  // default a service process outlives this script, outside any accounting of the build's cost.
  process.env.ESBUILD_WORKER_THREADS = "0";
  const { buildSync } = await import("esbuild");
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: ["server/main.ts"],
    outfile: SERVER_OUTPUT,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    // The maps only have to place a frame in a .ts file, which is on disk beside them.
    sourcesContent: false,
    // Bundling renames clashing top-level names (two files' `log` become `log` and `log2`); keep
    // `name` true for classes and functions, as it is when run from source.
    keepNames: true,
    logLevel: "warning",
    write: false,
  });
  // Written beside and renamed into place, the map first: a server starting at the same moment (a
  // parallel test) reads the old file or the new one, never half of one.
  const maps = result.outputFiles.filter((file) => file.path.endsWith(".map"));
  const code = result.outputFiles.filter((file) => !file.path.endsWith(".map"));
  // A fresh clone has no dist/ until something is built.
  mkdirSync(path.join(root, path.dirname(SERVER_OUTPUT)), { recursive: true });
  for (const file of [...maps, ...code]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--if-stale`: what `npm start` does, for a caller that is not JavaScript (the compiled start's test).
  if (process.argv.includes("--if-stale") && !serverBuildIsStale()) {
    console.log(`[build] ${SERVER_OUTPUT} is up to date`);
  } else {
    const started = performance.now();
    await buildServer();
    console.log(`[build] server compiled to ${SERVER_OUTPUT} in ${Math.round(performance.now() - started)} ms`);
  }
}
