// Starts the product the way a user does (`node scripts/start.mjs`: build if
// needed, migrate, seed, serve) on a database of its own, and stops it after.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../../server/lib/embedded-postgres";
import { startFakeOpenRouter } from "../../helpers/fake-openrouter";
import { startSmtpSink } from "../../helpers/smtp-sink";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** HTTP view of the SMTP sink the server mails to (see tests/helpers/smtp-sink.ts). */
    mailboxUrl: string;
    /** The server's database, for a journey that must set a state no screen can (a session's age). */
    databaseUrl: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const sink = await startSmtpSink();
  const inspector = await sink.serveInspector();
  const upstream = await startFakeOpenRouter();
  const database = `nexgen_e2e_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-e2e-")),
    EMBEDDED_DB_PORT: String(await freePort()),
    RATE_LIMITS: "off",
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "Harbour-Lantern-2026!",
    // The journeys sign the shared administrator in with a password; two-factor.e2e.ts enrols it and turns it off again.
    ADMIN_REQUIRE_2FA: "false",
    SMTP_URL: sink.url,
    OPENROUTER_API_KEY: "sk-or-e2e",
    OPENROUTER_BASE_URL: upstream.baseUrl,
    MAIL_FROM: "NexGen AI <e2e@nexgen.test>",
    LOG_LEVEL: "warn",
  };
  let admin: pg.Client | null = null;
  if (serverUrl) {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }

  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 150_000);
  project.provide("baseUrl", baseUrl);
  project.provide("mailboxUrl", inspector.url);
  // Without TEST_DATABASE_URL the server runs the embedded PostgreSQL under DATA_DIR: ask it for its address
  // the way `npm run db:studio` does (it is shared, never stopped from here).
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: env.DATA_DIR ?? "", port: Number(env.EMBEDDED_DB_PORT) });
  project.provide("databaseUrl", env.DATABASE_URL ?? embedded?.url ?? "");

  return async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await inspector.close();
    await upstream.close();
    await sink.close();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  };
}
