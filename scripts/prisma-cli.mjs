#!/usr/bin/env node
// `node scripts/prisma-cli.mjs <prisma args...>`: the Prisma CLI on the app's
// database (DATABASE_URL, from the environment or `.env`, else the embedded
// PostgreSQL), with our WebAssembly schema engine in place of the native
// binary these machines cannot download.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const args = process.argv.slice(2);
const prisma = createRequire(import.meta.url).resolve("prisma/build/index.js");
const shim = fileURLToPath(new URL("./prisma-schema-engine.mjs", import.meta.url));
const { openAppDatabase, REPO_ROOT } = await tsImport("./app-database.ts", import.meta.url);

// Commands that never touch a database should not start one.
const offline =
  ["generate", "format", "validate", "version", "-v", "--version", "init"].includes(args[0]) ||
  args.includes("--help") ||
  args.includes("-h");
const database = offline
  ? { url: undefined, stop: async () => {} }
  : await openAppDatabase((msg) => console.error(`[prisma-cli] ${msg}`));

const child = spawn(process.execPath, [prisma, ...args], {
  cwd: REPO_ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    PRISMA_SCHEMA_ENGINE_BINARY: shim,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});

// Ctrl+C reaches Prisma (same process group) on its own; a signal sent to us
// alone is passed on. Either way we wait for Prisma (e.g. Studio) to exit and
// only then stop the embedded database, if we started it.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => child.exitCode === null && child.kill(signal));
}
child.on("exit", async (code, signal) => {
  await database.stop();
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
