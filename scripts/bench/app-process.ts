// The app under test in a process of its own (as in production), on the
// database and upstream the bench hands it; prints its URL and a user token.
import "./cpu-probe";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { buildApp, PROJECT_ROOT } from "../../server/app";
import { seedCatalog } from "../../server/areas/catalog/catalog.service";
import { loadConfig } from "../../server/core/config";
import { hashPassword } from "../../server/core/passwords";
import { createSessionService } from "../../server/core/session.service";
import { createAppDeps } from "../../server/deps";
import { createDb } from "../../server/lib/db";

const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-bench-")),
  JWT_SECRET: "bench-user-secret-0123456789abcdefghijklmnop",
  ADMIN_JWT_SECRET: "bench-admin-secret-0123456789abcdefghijklmn",
  OTP_SECRET: "bench-otp-secret-0123456789abcdefghijklmnop",
  OPENROUTER_API_KEY: "sk-bench",
  OPENROUTER_BASE_URL: process.env.BENCH_UPSTREAM_URL ?? "",
  RATE_LIMITS: "off",
  // /v1's limits belong to the plan and stay on with RATE_LIMITS=off: the bench raises them, as an operator would.
  API_KEY_REQUESTS_PER_MINUTE: "1000000",
  API_PERSON_REQUESTS_PER_MINUTE: "1000000",
  // The bench measures what the gateway adds, not the line turns wait in when an instance is full.
  AI_MAX_CONCURRENT: "10000",
  LOG_LEVEL: "silent",
  // A case that needs the app configured otherwise (public-flood.ts: the client budget) says so here.
  ...JSON.parse(process.env.BENCH_APP_ENV ?? "{}"),
});
const db = createDb(process.env.BENCH_APP_DATABASE_URL ?? "");
await seedCatalog(db);
// The bench sends thousands of turns as one user: raise the daily allowance, as an admin would (settings).
await db.setting.upsert({
  where: { key: "usage" },
  create: {
    key: "usage",
    value: {
      dailyCredits: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
      concurrentReplies: { starter: 1_000, professional: 1_000, enterprise: 1_000 },
      filesPerDay: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
      storageMb: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
      searchesPerDay: { starter: 1_000_000, professional: 1_000_000, enterprise: 1_000_000 },
    },
  },
  update: {},
});
const log = pino({ level: "silent" });
const deps = await createAppDeps(config, db, log);
const app = await buildApp(deps, { loggerInstance: log, clientDir: path.join(PROJECT_ROOT, "dist", "client") });
await app.listen({ port: 0, host: "127.0.0.1" });

const user = await db.user.create({
  data: {
    name: "Bench",
    username: `bench_${process.pid}`,
    email: `bench${process.pid}@example.com`,
    passwordHash: await hashPassword("Bench-Pass-123"),
    role: "enterprise",
  },
  select: { id: true },
});
const token = await createSessionService({ db, tokens: deps.tokens, now: () => new Date() }).open("user", user.id, {});
process.stdout.write(
  `${JSON.stringify({ baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, token, userId: user.id })}\n`,
);
process.on(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => deps.jobs.stop())
      .then(() => db.$disconnect())
      .then(() => process.exit(0)),
);
