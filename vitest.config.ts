import { defineConfig } from "vitest/config";

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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
