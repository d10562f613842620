import os from "node:os";
import { defineConfig } from "vitest/config";

// Test files mostly wait on PostgreSQL and loopback servers, so more files than cores run at once
// (vitest's default is one fewer than the cores: a single file at a time on a two-core machine).
const WORKERS = Math.max(2, Math.round(os.availableParallelism() * 1.5));

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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
