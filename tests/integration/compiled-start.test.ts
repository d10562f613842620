import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { CATALOG_SEED } from "../../shared/catalog";
import { admin } from "../helpers/database";
import { instanceEnv } from "../helpers/instances";

// Production runs the compiled server (dist/server.mjs) with plain `node` (docs/decisions.md D110). The other
// tests run the sources under vitest or tsx, so only this one shows that the compiled file starts at all: that
// bundling kept every import, that the generated Prisma client compiled, and that the paths the server derives
// from its own file (migrations, the SPA) still land in the project from dist/. It starts it as `npm start` does,
// through scripts/start.mjs, whose output a person reads: one line at start, with the address (issue #34).
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUTPUT = path.join(ROOT, "dist", "server.mjs");
const MINUTE = 60_000;

const database = `nexgen_compiled_${randomBytes(4).toString("hex")}`;
let server: ReturnType<typeof spawn> | null = null;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGKILL");
    await exited;
  }
  await admin((client) => client.query(`drop database if exists ${database} with (force)`));
});

describe("the compiled server", () => {
  it("builds (or reuses a fresh build), then starts with plain node on an empty database, says where, and serves", {
    // The build (at most 2 minutes) and the start (at most 4, with the client's build when it is stale) each have a
    // bound of their own.
    timeout: 7 * MINUTE,
  }, async () => {
    // What `npm start` does: compile only when the output is missing or older than the sources.
    const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 2 * MINUTE,
    });
    expect(build.status, build.stderr).toBe(0);

    // The source map places a frame in a .ts file that exists, as tsx's did.
    const map = JSON.parse(readFileSync(`${OUTPUT}.map`, "utf8")) as { sources: string[] };
    expect(map.sources).toContain("../server/main.ts");
    expect(map.sources.filter((source) => !existsSync(path.resolve(ROOT, "dist", source)))).toEqual([]);

    // An empty database: the server must find prisma/migrations from dist/ to apply them and seed the catalogue.
    await admin((client) => client.query(`create database ${database}`));
    const url = new URL(inject("testDb").serverUrl);
    url.pathname = `/${database}`;
    // No loader anywhere: neither a flag nor NODE_OPTIONS (which vitest's own process may carry).
    const { NODE_OPTIONS: _loader, ...inherited } = process.env;
    // Port 0 and the address read from the log: no free port to pick and lose on a busy machine.
    server = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...inherited,
        ...instanceEnv({ databaseUrl: url.toString() }),
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
      },
    });
    let output = "";
    server.stdout?.on("data", (chunk) => (output += chunk));
    server.stderr?.on("data", (chunk) => (output += chunk));

    const deadline = Date.now() + 4 * MINUTE;
    let baseUrl: string | undefined;
    while (!baseUrl) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`the compiled server did not start:\n${output.slice(-4000)}`);
      baseUrl = /NexGen AI is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Its stdout is a pipe, so the log is JSON; up to here (no request yet) one record at info, the address. The
    // migrations, the seed and Fastify's own listening lines are debug.
    const records = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.filter((record) => record.level === 30).map((record) => record.msg)).toEqual([
      `NexGen AI is running at ${baseUrl} (admin: ${baseUrl}/admin)`,
    ]);

    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    // The migrations ran and the catalogue was seeded through the compiled Prisma client.
    const { models } = (await (await fetch(`${baseUrl}/api/models`)).json()) as { models: { modelId: string }[] };
    expect(models.map((model) => model.modelId).sort()).toEqual(CATALOG_SEED.map((model) => model.modelId).sort());

    // And it stops as it does from source: cleanly, on SIGTERM.
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
