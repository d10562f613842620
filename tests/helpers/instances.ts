import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { newAccount } from "./accounts";
import type { TestDatabase } from "./database";
import type { SmtpSink } from "./smtp-sink";

// Real app processes (server/main.ts, as in production), for tests of several instances on one database.
const ROOT = path.resolve(import.meta.dirname, "../..");

export interface Instance {
  url: string;
  child: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The secrets every instance of a test shares, as production instances must. */
export const INSTANCE_SECRETS = {
  JWT_SECRET: "instances-user-secret-0123456789abcdefghijk",
  ADMIN_JWT_SECRET: "instances-admin-secret-0123456789abcdefghij",
  OTP_SECRET: "instances-otp-secret-0123456789abcdefghijklm",
  API_KEY_SECRET: "instances-api-key-secret-0123456789abcdefg",
} as const;

/**
 * An instance's settings: the test's database, a data folder of its own, the
 * shared secrets and the fakes it talks to (`extra` adds or overrides).
 */
export function instanceEnv(
  options: {
    databaseUrl: string;
    smtpUrl?: string;
    razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
    upstreamUrl?: string;
  },
  extra: Record<string, string> = {},
): Record<string, string> {
  const { smtpUrl, razorpay, upstreamUrl } = options;
  return {
    NODE_ENV: "test",
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-instance-")),
    ...INSTANCE_SECRETS,
    ...(smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: "NexGen AI <instances@nexgen.test>" } : {}),
    ...(razorpay
      ? {
          RAZORPAY_KEY_ID: razorpay.keyId,
          RAZORPAY_KEY_SECRET: razorpay.keySecret,
          RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
          RAZORPAY_API_URL: razorpay.apiUrl,
        }
      : {}),
    ...(upstreamUrl ? { OPENROUTER_API_KEY: "sk-or-instances", OPENROUTER_BASE_URL: upstreamUrl } : {}),
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Starts `node server/main.ts` with `env` (over this process's) on a free port; resolves once /healthz answers. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`instance did not answer on ${url} within 60 s`);
}

/** Stops an instance as a process manager does (SIGTERM) and resolves with its exit code (0: it stopped cleanly). */
export function stopInstance({ child }: Instance): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/**
 * After a suite of several instances: the instances stop first (they hold
 * connections to the database), then the database goes and the fakes close.
 */
export async function stopAll(
  instances: Instance[],
  database: TestDatabase | undefined,
  ...fakes: Array<{ close(): Promise<unknown> } | undefined>
) {
  await Promise.all(instances.map(stopInstance));
  await database?.drop();
  await Promise.all(fakes.map((fake) => fake?.close()));
}

/** A JSON call to an instance: its status and parsed body (null when empty). */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** A new account whose code is asked for on one instance and whose sign-up ends on another (or the same). */
export async function signUpAcross(
  mail: SmtpSink,
  { codeOn, registerOn }: { codeOn: string; registerOn: string },
  overrides: Record<string, unknown> = {},
) {
  const account = newAccount(overrides);
  const before = mail.messages.length;
  expect((await call(codeOn, "POST", "/api/users/pre-register", account)).status).toBe(200);
  const { code } = await mail.next(account.email, before);
  const registered = await call(registerOn, "POST", "/api/users/register", { ...account, otp: code });
  expect(registered.status).toBe(201);
  return { ...account, id: registered.json._id as string, token: registered.json.token as string };
}

/**
 * Another instance learns of a change by a notification that arrives a few
 * milliseconds after the commit: a check made right after the change may see
 * the old state, so it is read again until it is the expected one or a second
 * has passed (a cached copy would hold for seconds longer and fail it).
 */
export async function within1s<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 1_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
