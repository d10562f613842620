// `npm start`: build what is missing or stale, then run the server in this process (so Ctrl+C and
// SIGTERM reach it directly and it can stop cleanly). The server runs compiled (dist/server.mjs) with
// plain `node`, in production and out of it, so that what a developer starts is what production
// runs (docs/decisions.md D110); `npm run dev` keeps `tsx watch` for reloads.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SERVER_OUTPUT, serverBuildIsStale } from "./build-server.mjs";
import { isStale } from "./stale.mjs";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
process.chdir(root);

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync("server/generated/prisma/client.ts")) run(process.execPath, ["scripts/prisma-generate.mjs"]);

if (isStale("dist/client/index.html", ["client", "shared", "vite.config.ts", "scripts/vite-catalogues.ts"])) {
  console.log("[start] building the web client…");
  // Always the production client, whatever NODE_ENV the server runs under: with NODE_ENV=development
  // Vite builds React's development files (slower, larger, effects run twice under StrictMode), and
  // the browser journeys, which start the server in development, would test a client nobody ships.
  run(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
    ...process.env,
    NODE_ENV: "production",
  });
}

// In a child, like the client's build: esbuild is not loaded into the server's process.
if (serverBuildIsStale()) {
  console.log("[start] compiling the server…");
  run(process.execPath, ["scripts/build-server.mjs"]);
}

// Stack traces name the .ts files and lines (the build's source map), as they do under tsx.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, SERVER_OUTPUT)).href);
