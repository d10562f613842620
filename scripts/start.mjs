// `npm start`: build what is missing or stale, then run the server in this
// process (so Ctrl+C and SIGTERM reach it directly and it can stop cleanly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
process.chdir(root);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync("server/generated/prisma/client.ts")) run(process.execPath, ["scripts/prisma-generate.mjs"]);

const builtIndex = "dist/client/index.html";
const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(newestMtime("client"), newestMtime("shared"), statSync("vite.config.ts").mtimeMs) >
    statSync(builtIndex).mtimeMs;
if (sourcesChanged) {
  console.log("[start] building the web client…");
  run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"]);
}

const { register } = await import("tsx/esm/api");
register();
await import("../server/main.ts");
