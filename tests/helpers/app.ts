import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../../server/app";
import { type Config, loadConfig } from "../../server/config";
import { createTokenService } from "../../server/lib/tokens";
import { seedCatalog } from "../../server/modules/catalog/catalog.service";
import { createTestDatabase, type TestDatabase } from "./database";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    JWT_SECRET: "test-user-secret-0123456789abcdefghijklmnop",
    ADMIN_JWT_SECRET: "test-admin-secret-0123456789abcdefghijklmno",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-test-data-")),
    RATE_LIMITS: "off",
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: Config;
}

/**
 * Builds the real app on this file's own database for the whole file. The
 * returned object is filled in by beforeAll, so read it inside tests.
 */
export function setupTestApp(options: { env?: Record<string, string>; clientDir?: string } = {}): TestApp {
  const harness = {} as TestApp;
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    await seedCatalog(harness.database.db);
    harness.config = testConfig(options.env);
    const tokens = createTokenService({ user: harness.config.JWT_SECRET, admin: harness.config.ADMIN_JWT_SECRET });
    harness.app = await buildApp(
      { config: harness.config, db: harness.database.db, tokens },
      { logger: false, clientDir: options.clientDir ?? path.join(os.tmpdir(), "nexgen-no-client") },
    );
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.drop();
  });
  return harness;
}
