// The environment every benchmark runs in: a fresh migrated database (on
// BENCH_DATABASE_URL's server, or an embedded one), the fake upstream and the
// real app each in a process of their own, and a signed-in user. The load
// generator is this process.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { PROJECT_ROOT } from "../../server/app";
import { startEmbeddedPostgres } from "../../server/lib/embedded-postgres";
import { applyMigrations } from "../../server/lib/migrate";

export function startChild<T>(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; info: T }> {
  const profile =
    process.env.BENCH_CPU_PROF && script.startsWith("app") ? ["--cpu-prof", "--cpu-prof-dir=.tmp/prof"] : [];
  const child = spawn(
    process.execPath,
    [...profile, "--import", "tsx", path.join(PROJECT_ROOT, "scripts", "bench", script)],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", (line) =>
      resolve({ child, info: JSON.parse(line) as T }),
    );
  });
}

/** A process's own CPU time so far in milliseconds, and how often it has been woken. */
export interface Usage {
  cpuMs: number;
  wakeups: number;
}

/** A child's usage so far (children that import cpu-probe). */
export function usageOf(child: ChildProcess): Promise<Usage> {
  return new Promise((resolve) => {
    child.once("message", (message: Usage) => resolve(message));
    child.send("cpu");
  });
}

/** This process's usage so far (the load generator's), measured like a child's. */
export function ownUsage(): Promise<Usage> {
  const usage = process.resourceUsage();
  return Promise.resolve({
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
    wakeups: usage.voluntaryContextSwitches,
  });
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.removeAllListeners("exit");
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

export async function startBenchEnv() {
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), "nexgen-bench-pg"), port: 54331 });
  const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? embedded?.url ?? "");
  serverUrl.pathname = "/postgres";
  const database = `nexgen_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  await applyMigrations(url.toString(), path.join(PROJECT_ROOT, "prisma", "migrations"));

  const upstream = await startChild<{ baseUrl: string }>("upstream-process.ts", {});
  const hello = await startChild<{ baseUrl: string }>("hello-process.ts", {});
  const pipe = await startChild<{ baseUrl: string }>("pipe-process.ts", {
    BENCH_UPSTREAM_URL: upstream.info.baseUrl,
  });
  const app = await startChild<{ baseUrl: string; token: string; userId: string }>("app-process.ts", {
    BENCH_UPSTREAM_URL: upstream.info.baseUrl,
    BENCH_APP_DATABASE_URL: url.toString(),
  });

  return {
    baseUrl: app.info.baseUrl,
    token: app.info.token,
    userId: app.info.userId,
    upstreamUrl: upstream.info.baseUrl,
    /** The streaming floor: the upstream through a plain pipe (same paths). */
    pipeUrl: pipe.info.baseUrl,
    usage: {
      app: () => usageOf(app.child),
      pipe: () => usageOf(pipe.child),
      upstream: () => usageOf(upstream.child),
      loadGenerator: ownUsage,
    },
    helloUrl: hello.info.baseUrl,
    databaseUrl: url.toString(),
    async close() {
      await stopChild(app.child);
      await stopChild(pipe.child);
      await stopChild(upstream.child);
      await stopChild(hello.child);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      await embedded?.stop();
    },
  };
}
