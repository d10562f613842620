import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, expect } from "vitest";
import { type App, buildApp, LOG_REDACT } from "../../server/app";
import { seedCatalog } from "../../server/areas/catalog/catalog.service";
import type { AppDeps } from "../../server/core/app-deps";
import { type Config, loadConfig } from "../../server/core/config";
import { createAppDeps } from "../../server/deps";
import type { FileStore } from "../../server/lib/file-store";
import { createTestDatabase, type TestDatabase } from "./database";
import { type FakeOpenRouter, startFakeOpenRouter } from "./fake-openrouter";
import { type FakeRazorpay, startFakeRazorpay } from "./fake-razorpay";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    JWT_SECRET: "test-user-secret-0123456789abcdefghijklmnop",
    ADMIN_JWT_SECRET: "test-admin-secret-0123456789abcdefghijklmno",
    OTP_SECRET: "test-otp-secret-0123456789abcdefghijklmnopq",
    API_KEY_SECRET: "test-api-key-secret-0123456789abcdefghijkl",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-test-data-")),
    RATE_LIMITS: "off",
    LOG_LEVEL: "silent",
    // Administrators sign in with a password unless a file asks for two-factor (admin-two-factor.test.ts).
    ADMIN_REQUIRE_2FA: "false",
    ...overrides,
  });
}

/** A clock tests can move forward (code expiry, plan ends, session windows). */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: Config;
  deps: AppDeps;
  mail: SmtpSink;
  clock: ReturnType<typeof testClock>;
  /** The fake OpenRouter, when the file asked for `upstream: true`. */
  upstream: FakeOpenRouter;
  /** The fake Razorpay API, when the file asked for `razorpay: true`. */
  razorpay: FakeRazorpay;
  /** Every request the app answered with a 500 (a bug): each file ends by asserting there was none. */
  internalErrors: string[];
}

export const TEST_RAZORPAY = {
  keyId: "rzp_test_1DP5mmOlF5G5ag",
  keySecret: "test-key-secret",
  webhookSecret: "test-webhook-secret",
};

/**
 * Builds the real app on this file's own database, with mail going to a real
 * SMTP sink on loopback. The returned object is filled in by beforeAll, so
 * read it inside tests.
 */
/**
 * Allowances are business rules that RATE_LIMITS=off does not lift (docs/product.md#changes-from-the-original-specification):
 * test files chat far more than a day's credits, so the settings raise them,
 * as an admin would, unless a file tests the real ones.
 */
export const UNLIMITED_USAGE = {
  dailyCredits: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
  concurrentReplies: { starter: 100, professional: 100, enterprise: 100 },
  filesPerDay: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
  storageMb: { starter: 10_000_000, professional: 10_000_000, enterprise: 10_000_000 },
  searchesPerDay: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
  projects: { starter: null, professional: null, enterprise: null },
};

export function setupTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    upstream?: boolean;
    razorpay?: boolean;
    /** "default": the product's own daily allowances instead of unlimited ones. */
    allowances?: "default";
    /** Receives the app's log lines (info and up, redacted as in production) instead of silence. */
    logStream?: Writable;
    /** Wraps the configured file store (a test that makes its deletions fail). */
    wrapFiles?: (store: FileStore) => FileStore;
  } = {},
): TestApp {
  const harness = {} as TestApp;
  beforeAll(async () => {
    harness.mail = await startSmtpSink();
    harness.clock = testClock();
    harness.database = await createTestDatabase();
    await seedCatalog(harness.database.db);
    if (options.allowances !== "default")
      await harness.database.db.setting.create({ data: { key: "usage", value: UNLIMITED_USAGE } });
    const upstreamEnv: Record<string, string> = {};
    if (options.upstream) {
      harness.upstream = await startFakeOpenRouter();
      upstreamEnv.OPENROUTER_API_KEY = "sk-or-test";
      upstreamEnv.OPENROUTER_BASE_URL = harness.upstream.baseUrl;
    }
    if (options.razorpay) {
      harness.razorpay = await startFakeRazorpay(TEST_RAZORPAY);
      upstreamEnv.RAZORPAY_KEY_ID = TEST_RAZORPAY.keyId;
      upstreamEnv.RAZORPAY_KEY_SECRET = TEST_RAZORPAY.keySecret;
      upstreamEnv.RAZORPAY_WEBHOOK_SECRET = TEST_RAZORPAY.webhookSecret;
      upstreamEnv.RAZORPAY_API_URL = harness.razorpay.apiUrl;
    }
    harness.config = testConfig({
      SMTP_URL: harness.mail.url,
      MAIL_FROM: "NexGen AI <test@nexgen.test>",
      ...upstreamEnv,
      ...options.env,
    });
    const log = options.logStream
      ? pino({ level: "info", redact: LOG_REDACT }, options.logStream)
      : pino({ level: "silent" });
    const deps = await createAppDeps(harness.config, harness.database.db, log);
    harness.deps = { ...deps, files: options.wrapFiles?.(deps.files) ?? deps.files, now: harness.clock.now };
    harness.app = await buildApp(harness.deps, {
      loggerInstance: log,
      clientDir: options.clientDir ?? path.join(os.tmpdir(), "nexgen-no-client"),
    });
    harness.internalErrors = [];
    harness.app.addHook("onResponse", async (request, reply) => {
      if (reply.statusCode === 500) harness.internalErrors.push(`${request.method} ${request.url}`);
    });
    await harness.app.ready();
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.deps?.jobs.stop();
    await harness.deps?.limiter.close();
    if (harness.deps?.planLimiter !== harness.deps?.limiter) await harness.deps?.planLimiter.close();
    await harness.deps?.bus.close();
    await harness.database?.drop();
    await harness.mail?.close();
    await harness.upstream?.close();
    await harness.razorpay?.close();
    // Bad input gets a 4xx and a lost dependency a 503: a 500 anywhere in a file is a bug it found.
    expect(harness.internalErrors ?? []).toEqual([]);
  });
  return harness;
}
