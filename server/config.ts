import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_APP_NAME } from "../shared/app";

const MIN_SECRET_LENGTH = 32;

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_NAME: z.string().trim().min(1).default(DEFAULT_APP_NAME),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  APP_ORIGIN: optional.pipe(z.url().optional()),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optional,
  DATA_DIR: z.string().trim().min(1).default(".data"),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  JWT_SECRET: optional,
  ADMIN_JWT_SECRET: optional,
  OPENROUTER_API_KEY: optional,
  OPENROUTER_BASE_URL: z.url().default("https://openrouter.ai/api/v1"),
  /** Longest silence allowed between two chunks of a reply. */
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Longest a whole reply may take. */
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: z.url().default("https://api.razorpay.com/v1"),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  REDIS_URL: optional,
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "APP_ORIGIN" | "JWT_SECRET" | "ADMIN_JWT_SECRET"> {
  APP_ORIGIN: string;
  JWT_SECRET: string;
  ADMIN_JWT_SECRET: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Everything production must have, named with the reason, so an operator fixes it in one pass. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of ["JWT_SECRET", "ADMIN_JWT_SECRET"] as const) {
    const value = env[name];
    if (!value) problems.push(`${name} is missing: set a random secret of at least ${MIN_SECRET_LENGTH} characters`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name} is too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH}`);
  }
  if (env.JWT_SECRET && env.JWT_SECRET === env.ADMIN_JWT_SECRET)
    problems.push("JWT_SECRET and ADMIN_JWT_SECRET are equal: user and admin tokens must use different secrets");
  if (!env.SMTP_URL) problems.push("SMTP_URL is missing: verification codes could not be e-mailed");
  for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const)
    if (!env[name]) problems.push(`${name} is missing: payments cannot be taken or verified without it`);
  if (!env.OPENROUTER_API_KEY) problems.push("OPENROUTER_API_KEY is missing: chat would only give demo replies");
  return problems;
}

/** Development secrets are generated once and kept in DATA_DIR so sessions survive restarts. */
function devSecrets(dataDir: string): { JWT_SECRET: string; ADMIN_JWT_SECRET: string } {
  const file = path.join(dataDir, "dev-secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = {
    JWT_SECRET: randomBytes(48).toString("base64url"),
    ADMIN_JWT_SECRET: randomBytes(48).toString("base64url"),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets =
    env.JWT_SECRET && env.ADMIN_JWT_SECRET
      ? { JWT_SECRET: env.JWT_SECRET, ADMIN_JWT_SECRET: env.ADMIN_JWT_SECRET }
      : devSecrets(dataDir);
  return {
    ...env,
    ...secrets,
    DATA_DIR: dataDir,
    APP_ORIGIN: env.APP_ORIGIN ?? `http://localhost:${env.PORT}`,
    isProduction,
  };
}
