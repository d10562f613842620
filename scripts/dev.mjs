// `npm run dev`: the API server with reload (tsx watch) and the Vite dev server
// with hot reload, in one terminal. Open the URL Vite prints; it proxies
// /trpc, /api and /healthz to the API server.
//
// This script, not the watched server, owns the embedded PostgreSQL (when
// DATABASE_URL is unset): tsx watch restarts the server on every save and
// kills it outright when it is slow to stop, so a database started by the
// server could be left running. Here the database starts first, its address
// goes to the server, and it stops only after every child has exited.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
process.chdir(root);
register();
const { ConfigError, loadConfig } = await import("../server/core/config.ts");
const { startEmbeddedPostgres } = await import("../server/lib/embedded-postgres.ts");
const { SIGNAL_ECHO_MS, stopRequests } = await import("../server/lib/stop-signals.ts");

/** Children still running after a stop was asked for this long are killed. */
const CHILDREN_GRACE_MS = 30_000;

const env = { NODE_ENV: "development", ...process.env };
let config;
try {
  config = loadConfig(env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const classify = stopRequests();
let stopRequested = false;
let exitCode = 0;
/** @type {import("node:child_process").ChildProcess[]} */
let children = [];
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);

/** Asks the children to stop (once), then the database follows when the last has exited. */
function stop(signal) {
  const request = classify();
  if (request === "again") {
    console.log(`[dev] ${signal} again: stopping now`);
    for (const child of running()) child.kill("SIGKILL");
    return;
  }
  if (request === "echo") return;
  stopRequested = true;
  if (children.length === 0) return; // still starting the database: it is stopped as soon as it is up
  // A Ctrl+C in the terminal has already reached every child (one process group), and a second signal
  // would make tsx watch kill the server at once; one sent to this script alone has not reached them.
  setTimeout(() => {
    for (const child of running()) child.kill(signal);
  }, SIGNAL_ECHO_MS + 500).unref();
  setTimeout(() => {
    for (const child of running()) child.kill("SIGKILL");
  }, CHILDREN_GRACE_MS).unref();
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_DB_PORT,
      log: (line) => console.log(`[dev] ${line}`),
    });

async function finish() {
  if (embedded?.owned) {
    console.log("[dev] stopping the embedded PostgreSQL");
    await embedded.stop();
  }
  process.exit(exitCode);
}

if (stopRequested) await finish();

const childEnv = { ...env, ...(embedded ? { DATABASE_URL: embedded.url } : {}) };
children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: childEnv,
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit", env: childEnv }),
];
for (const child of children)
  child.on("exit", (code) => {
    if (!stopRequested) {
      // One ended by itself (a crash, a port taken): the other goes too, with its own single signal.
      stopRequested = true;
      exitCode = code ?? 1;
      for (const other of running()) other.kill("SIGTERM");
    }
    if (running().length === 0) void finish();
  });
