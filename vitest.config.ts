import os from "node:os";
import { defineConfig } from "vitest/config";

// Test files mostly wait on PostgreSQL and loopback servers, so more files than cores run at once
// (vitest's default is one fewer than the cores: a single file at a time on a two-core machine).
// Two per core: with the module graph loaded once per worker (below) the suite needs half the CPU it
// did, so the cores had time to spare while files waited (docs/decisions.md, D113).
const WORKERS = Math.max(2, os.availableParallelism() * 2);

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "client/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/setup/global-db.ts"],
    // Each file has its own database, so files run in parallel safely.
    pool: "forks",
    maxWorkers: WORKERS,
    // A worker runs file after file in one process, keeping the modules it imported: the server's
    // graph (Prisma's query compiler, Fastify, zxcvbn's dictionaries) was loaded anew for every file,
    // well over half the suite's CPU. Files share no state through modules: each builds its own app
    // on its own database, and the few that change process-wide things (process.env.TZ, argon2 spies,
    // fake timers) put them back in their own after-hooks.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
