import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../server/lib/job-queue";
import { admin, createTestDatabase, type TestDatabase } from "../helpers/database";
import { type Instance, instanceEnv, startInstance, stopInstance } from "../helpers/instances";

// WEB_CONCURRENCY: one primary process and its node:cluster workers on one port.
let database: TestDatabase;
let instance: Instance;

const env = () => instanceEnv({ databaseUrl: database.url }, { RATE_LIMITS: "off", WEB_CONCURRENCY: "2" });

/** The workers of the primary `pid`, from /proc (its other child is tsx's esbuild service). */
function workersOf(pid: number | undefined): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of stat, after the parenthesised command name, is the parent's pid.
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, "utf8").includes("server/main.ts");
      } catch {
        return false; // It ended while we looked.
      }
    })
    .map(Number);
}

async function until<T>(read: () => T, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const healthy = async (url: string) => (await fetch(`${url}/healthz`, { headers: { connection: "close" } })).status;

beforeAll(async () => {
  database = await createTestDatabase();
  instance = await startInstance(env());
}, 90_000);

afterAll(async () => {
  if (instance) await stopInstance(instance);
  await database?.drop();
});

describe("WEB_CONCURRENCY=2", () => {
  it("serves one port from two workers, replaces one that dies, and stops them all cleanly", async () => {
    const workers = await until(
      () => workersOf(instance.child.pid),
      (pids) => pids.length === 2,
      "two workers",
    );
    const models = await fetch(`${instance.url}/api/models`, { headers: { connection: "close" } });
    expect(models.status).toBe(200);

    // A worker killed outright (its open connections die with it): the primary starts a replacement.
    process.kill(workers[0] as number, "SIGKILL");
    const replaced = await until(
      () => workersOf(instance.child.pid),
      (pids) => pids.length === 2 && !pids.includes(workers[0] as number),
      "a replacement worker",
    );
    expect(replaced).toContain(workers[1]);
    // The killed worker may have been the only one listening yet: the port answers again once a worker listens.
    const deadline = Date.now() + 30_000;
    while ((await healthy(instance.url).catch(() => 0)) !== 200) {
      if (Date.now() > deadline) throw new Error("the port did not answer again within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const statuses = await Promise.all(Array.from({ length: 10 }, () => healthy(instance.url)));
    expect(statuses).toEqual(Array(10).fill(200));

    // SIGTERM to the primary: every worker finishes and exits, then the primary, with 0.
    const primary = instance.child.pid;
    expect(await stopInstance(instance)).toBe(0);
    expect(workersOf(primary)).toEqual([]);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);

  it("gives up with exit code 1 when the workers cannot listen", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, ...env(), PORT: String(port), HOST: "127.0.0.1" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    taken.close();
    expect(code).toBe(1);
    expect(output).toContain("before it started serving");
  }, 90_000);

  it("starts its job queue from several processes at once on a database that has none yet", async () => {
    // Workers (or instances of a rolling deploy) create pg-boss's schema and queues together.
    const name = `nexgen_queue_${process.pid}_${Date.now()}`;
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(database.url);
    url.pathname = `/${name}`;
    const silent = { warn() {}, error() {} };
    try {
      const queues = await Promise.all(
        Array.from({ length: 4 }, () =>
          createJobQueue({ connection: { connectionString: url.toString() }, log: silent }),
        ),
      );
      await Promise.all(queues.map((queue) => queue.stop()));
      expect(queues).toHaveLength(4);
    } finally {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  }, 90_000);
});
