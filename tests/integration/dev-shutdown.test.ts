import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/instances";

// Ctrl+C in the terminal signals the whole process group, and a parent in it (npm, tsx watch) relays the
// signal to its child as well: the app and its embedded PostgreSQL must still stop cleanly (README "Run it").
const ROOT = path.resolve(import.meta.dirname, "../..");
const MINUTE = 60_000;

const dataDirs: string[] = [];
const pidFileIn = (dir: string) => path.join(dir, "postgres", "postmaster.pid");

/** The pid of the postgres that runs the cluster in `dir`, from its pid file, or null. */
function postmasterPid(dir: string): number | null {
  const file = pidFileIn(dir);
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

/**
 * A data folder of the test's own (a database left running by one test must not meet the next), readable by
 * others so that, as root, the cluster (run as the postgres user) lives inside it (embedded-postgres.ts).
 */
function dataFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "nexgen-dev-stop-"));
  chmodSync(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of dataDirs) {
    // A database that a failing run left behind is stopped before its folder goes.
    const pid = postmasterPid(dir);
    if (pid !== null && alive(pid)) {
      process.kill(pid, "SIGINT");
      await until(() => !alive(pid), MINUTE, "a leftover PostgreSQL to stop");
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** A process in a process group of its own, as a terminal runs a command; its output kept for a failure message. */
function startGroup(args: string[], dataDir: string, env: Record<string, string>) {
  const { DATABASE_URL: _external, NODE_ENV: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // The end of the output is what explains a failure.
  return { child, exited, output: () => output.slice(-4000) };
}

/** A request the server has begun (it answered 100 Continue) whose body never comes: a stop must wait for it. */
async function requestInFlight(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const continued = new Promise((resolve) => socket.once("data", resolve));
  socket.write(
    "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Content-Length: 64\r\nExpect: 100-continue\r\n\r\n",
  );
  expect(String(await continued)).toMatch(/^HTTP\/1\.1 100 Continue/);
  return socket;
}

/** Ctrl+C as a terminal sends it: SIGINT to every process of the group. */
const pressCtrlC = (child: ChildProcess) => process.kill(-(child.pid as number), "SIGINT");

function killGroup(child: ChildProcess) {
  try {
    process.kill(-(child.pid as number), "SIGKILL");
  } catch {
    // already gone
  }
}

async function expectDatabaseStopped(dataDir: string, port: number, pid: number, output: string) {
  await until(() => !alive(pid), MINUTE, `the embedded PostgreSQL (pid ${pid}) to stop\n${output}`);
  expect(existsSync(pidFileIn(dataDir)), output).toBe(false);
  expect(await refusesConnections(port), output).toBe(true);
}

describe("Ctrl+C", () => {
  it(
    "stops the server and its embedded database when the signal also comes relayed by npm",
    async () => {
      const [port, dbPort] = await Promise.all([freePort(), freePort()]);
      const dataDir = dataFolder();
      const server = startGroup(["--import", "tsx", "server/main.ts"], dataDir, {
        PORT: String(port),
        EMBEDDED_DB_PORT: String(dbPort),
      });
      try {
        await until(() => answers(`http://127.0.0.1:${port}/healthz`), 3 * MINUTE, "the server to answer");
        const pid = postmasterPid(dataDir);
        expect(pid).not.toBeNull();
        const inFlight = await requestInFlight(port);
        pressCtrlC(server.child);
        // `npm start` forwards the SIGINT it received itself a moment later.
        await new Promise((resolve) => setTimeout(resolve, 300));
        pressCtrlC(server.child);
        inFlight.destroy();
        expect(await server.exited, server.output()).toBe(0);
        await expectDatabaseStopped(dataDir, dbPort, pid as number, server.output());
      } finally {
        killGroup(server.child);
      }
    },
    5 * MINUTE,
  );

  it(
    "in `npm run dev` stops the watched server, Vite and the embedded database, even mid-request",
    async () => {
      const [port, dbPort, clientPort] = await Promise.all([freePort(), freePort(), freePort()]);
      const dataDir = dataFolder();
      const dev = startGroup(["scripts/dev.mjs"], dataDir, {
        PORT: String(port),
        EMBEDDED_DB_PORT: String(dbPort),
        CLIENT_DEV_PORT: String(clientPort),
      });
      try {
        // Through Vite's proxy: both children are up and wired to each other.
        await until(() => answers(`http://127.0.0.1:${clientPort}/healthz`), 3 * MINUTE, "the dev servers to answer");
        const pid = postmasterPid(dataDir);
        expect(pid).not.toBeNull();
        // A request still running when Ctrl+C comes: tsx watch does not wait long for the server.
        const inFlight = await requestInFlight(port);
        pressCtrlC(dev.child);
        await dev.exited;
        inFlight.destroy();
        await expectDatabaseStopped(dataDir, dbPort, pid as number, dev.output());
        expect(await refusesConnections(port)).toBe(true);
        expect(await refusesConnections(clientPort)).toBe(true);
      } finally {
        killGroup(dev.child);
      }
    },
    5 * MINUTE,
  );
});
