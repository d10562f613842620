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
    /** RAZORPAY_WEBHOOK_SECRET: a journey signs the `subscription.*` webhooks it posts (the pending banner). */
    webhookSecret: string;
    /** The fake OpenRouter's address: a journey makes a model fail through its `/__models` control (issue #34). */
    upstreamUrl: string;
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
      // Bounded: whatever else may hold the port must not stall the start by never answering.
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * `node scripts/start.mjs` on a free port, once it answers /healthz. The port is picked before the server binds
 * it, and on a busy machine another socket can take it in between (outgoing connections take their local ports
 * from the same range as port 0 does, and the build and migrations before the bind take seconds): the server
 * then stops with EADDRINUSE, and is started again on another port.
 */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Passed through as before; the tail is kept only to recognise a lost port.
    let tail = "";
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      from.on("data", (chunk: Buffer) => {
        to.write(chunk);
        tail = (tail + chunk.toString()).slice(-4096);
      });
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(baseUrl, child, 150_000);
      return { child, baseUrl };
    } catch (error) {
      // Its output was written before it exited, so the tail already holds the reason.
      if (attempt >= 3 || child.exitCode === null || !tail.includes("EADDRINUSE")) throw error;
      console.warn(`[e2e] port ${port} was taken before the server could bind it: starting again on another`);
    }
  }
}

export default async function setup(project: TestProject) {
  const sink = await startSmtpSink();
  const inspector = await sink.serveInspector();
  const upstream = await startFakeOpenRouter();
  const database = `nexgen_e2e_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "development",
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
    // No Razorpay keys (the simulated checkout), but a webhook secret: journeys post signed subscription events.
    RAZORPAY_WEBHOOK_SECRET: "e2e-razorpay-webhook-secret",
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

  const { child, baseUrl } = await startServer(env);
  project.provide("baseUrl", baseUrl);
  project.provide("mailboxUrl", inspector.url);
  project.provide("webhookSecret", env.RAZORPAY_WEBHOOK_SECRET ?? "");
  project.provide("upstreamUrl", upstream.baseUrl);
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
