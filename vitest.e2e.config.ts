import { defineConfig } from "vitest/config";

// Browser journeys: the built app in a real server process, driven through
// Debian's Chromium with playwright-core.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/setup/server.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
