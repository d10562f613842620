import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_APP_NAME } from "../../shared/app";

const MIN_SECRET_LENGTH = 32;
/** The budget of a client on the endpoints that need no sign-in (README, "Security"). */
export const DEFAULT_PUBLIC_REQUESTS_PER_SECOND = 20;

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
  /** Worker processes on the one port (node:cluster); each is a whole instance. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  APP_ORIGIN: optional.pipe(z.url().optional()),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** pretty (pino-pretty), json, or auto: pretty when stdout is a terminal (server/lib/logger.ts). */
  LOG_FORMAT: z.enum(["pretty", "json", "auto"], { error: "LOG_FORMAT must be pretty, json or auto" }).default("auto"),
  /**
   * Prometheus' figures (docs/operations.md#metrics): on a port of their own, or on the app's port behind
   * a bearer token; neither set, there is no /metrics at all.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  DATABASE_URL: optional,
  DATA_DIR: z.string().trim().min(1).default(".data"),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(54320),
  JWT_SECRET: optional,
  ADMIN_JWT_SECRET: optional,
  OTP_SECRET: optional,
  API_KEY_SECRET: optional,
  OPENROUTER_API_KEY: optional,
  OPENROUTER_BASE_URL: z.url().default("https://openrouter.ai/api/v1"),
  /** Longest silence allowed between two chunks of a reply. */
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Longest a whole reply may take. */
  AI_TOTAL_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  /** Upstream calls one instance makes at once; beyond, turns wait, the highest plan first. */
  AI_MAX_CONCURRENT: z.coerce.number().int().min(1).default(64),
  /** Longest a turn waits for a free slot before it is refused (and refunded). */
  AI_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * How long what the last admission read of a person's day lets this instance admit their next personal
   * turns at once, the prompt sent while PostgreSQL confirms the charge; 0: every turn waits for it (D220).
   */
  ADMIT_FROM_MEMORY_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: z.url().default("https://api.razorpay.com/v1"),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  /** Administrators must sign in with a second factor; unset, on in production only. */
  ADMIN_REQUIRE_2FA: z
    .enum(["true", "false"], { error: "ADMIN_REQUIRE_2FA must be true or false" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  REDIS_URL: optional,
  RATE_LIMITS: z.enum(["on", "off"]).default("on"),
  /** /v1 requests a minute for one person, all their keys together (each key also has its own 60). */
  API_PERSON_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * Requests a second one client address may make to the endpoints that need no
   * sign-in (each instance counts its own); 0 turns the budget off. Unset: 20,
   * or off with RATE_LIMITS=off.
   */
  PUBLIC_REQUESTS_PER_SECOND: optional.pipe(z.coerce.number<string | undefined>().min(0).max(1_000_000).optional()),
  /** How often the billing sweep looks for e-mails that are due (one sweep per interval across instances). */
  BILLING_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often the files sweep deletes stored bytes whose first deletion failed (docs/product/files.md#removal). */
  FILES_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Where attached files live (issue #30, docs/product/files.md): unset, on this machine under
   * DATA_DIR/files; set, in this S3-compatible bucket, which several instances share.
   */
  S3_BUCKET: optional,
  /** The object store's address (MinIO, R2, …); unset, AWS's own for the region. */
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Both or neither: without them the AWS SDK's own chain (instance role, profile) is used. */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /** Wait before a failed billing e-mail is tried again; it doubles with every attempt. */
  BILLING_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Keys for user tokens, admin tokens, one-time-code hashes and API key hashes:
 * each its own, so one leak does not open the others.
 */
const SECRETS = ["JWT_SECRET", "ADMIN_JWT_SECRET", "OTP_SECRET", "API_KEY_SECRET"] as const;
type SecretName = (typeof SECRETS)[number];
type Secrets = Record<SecretName, string>;

export interface Config
  extends Omit<Env, "APP_ORIGIN" | "ADMIN_REQUIRE_2FA" | "PUBLIC_REQUESTS_PER_SECOND" | SecretName>,
    Secrets {
  APP_ORIGIN: string;
  ADMIN_REQUIRE_2FA: boolean;
  PUBLIC_REQUESTS_PER_SECOND: number;
  isProduction: boolean;
  /** Settings accepted outside production that production would refuse: log them at start. */
  warnings: string[];
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
  for (const name of SECRETS) {
    const value = env[name];
    if (!value) problems.push(`${name} is missing: set a random secret of at least ${MIN_SECRET_LENGTH} characters`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name} is too short (${value.length} characters): use at least ${MIN_SECRET_LENGTH}`);
  }
  for (const [first, second] of equalSecrets(env))
    problems.push(`${first} and ${second} are equal: every secret must be different`);
  if (!env.SMTP_URL) problems.push("SMTP_URL is missing: verification codes could not be e-mailed");
  for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const)
    if (!env[name]) problems.push(`${name} is missing: payments cannot be taken or verified without it`);
  if (!env.OPENROUTER_API_KEY) problems.push("OPENROUTER_API_KEY is missing: chat would only give demo replies");
  return problems;
}

/** The pairs of secrets that are set and equal. */
function equalSecrets(env: Env): Array<[SecretName, SecretName]> {
  return SECRETS.flatMap((first, index) =>
    SECRETS.slice(index + 1)
      .filter((second) => env[first] && env[first] === env[second])
      .map((second): [SecretName, SecretName] => [first, second]),
  );
}

/**
 * Outside production any secret is accepted, so a developer can start quickly,
 * but what production would refuse is said at every start.
 */
function developmentWarnings(env: Env): string[] {
  const warnings: string[] = [];
  for (const name of SECRETS) {
    const length = env[name]?.length ?? 0;
    if (length > 0 && length < MIN_SECRET_LENGTH)
      warnings.push(
        `${name} is only ${length} characters: use at least ${MIN_SECRET_LENGTH} random characters (production refuses to start with it)`,
      );
  }
  for (const [first, second] of equalSecrets(env))
    warnings.push(
      `${first} and ${second} are equal: use a different secret for each (production refuses to start with them)`,
    );
  return warnings;
}

/**
 * Outside production a secret that is not set is generated once and kept in
 * DATA_DIR, so sessions survive restarts; one added later is added to the file.
 */
function devSecrets(dataDir: string, env: Env): Secrets {
  const file = path.join(dataDir, "dev-secrets.json");
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const secrets = Object.fromEntries(
    SECRETS.map((name) => [name, env[name] ?? stored[name] ?? randomBytes(48).toString("base64url")]),
  ) as Secrets;
  const missing = SECRETS.filter((name) => !env[name] && !stored[name]);
  if (missing.length > 0) {
    mkdirSync(dataDir, { recursive: true });
    const generated = Object.fromEntries(missing.map((name) => [name, secrets[name]]));
    writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: 0o600 });
  }
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
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither"]);
  const isProduction = env.NODE_ENV === "production";
  if (isProduction) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  // Production has every secret (checked above); elsewhere the missing ones come from DATA_DIR.
  const secrets = devSecrets(dataDir, env);
  return {
    ...env,
    ...secrets,
    DATA_DIR: dataDir,
    APP_ORIGIN: env.APP_ORIGIN ?? `http://localhost:${env.PORT}`,
    ADMIN_REQUIRE_2FA: env.ADMIN_REQUIRE_2FA ?? isProduction,
    PUBLIC_REQUESTS_PER_SECOND:
      env.PUBLIC_REQUESTS_PER_SECOND ?? (env.RATE_LIMITS === "on" ? DEFAULT_PUBLIC_REQUESTS_PER_SECOND : 0),
    isProduction,
    warnings: isProduction ? [] : developmentWarnings(env),
  };
}
