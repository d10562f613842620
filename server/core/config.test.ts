import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const strong = (seed: string) => `${seed}-${"x".repeat(40)}`;
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "nexgen-config-"));

const productionEnv = {
  NODE_ENV: "production",
  JWT_SECRET: strong("user"),
  ADMIN_JWT_SECRET: strong("admin"),
  OTP_SECRET: strong("codes"),
  API_KEY_SECRET: strong("api-keys"),
  SMTP_URL: "smtp://mail.example.com:587",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
  OPENROUTER_API_KEY: "sk-or-v1-abc",
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("production configuration", () => {
  it("starts with every required setting present", () => {
    const config = loadConfig(productionEnv);
    expect(config.isProduction).toBe(true);
    expect(config.JWT_SECRET).toBe(productionEnv.JWT_SECRET);
  });

  it.each([
    ["JWT_SECRET", { JWT_SECRET: undefined }, /JWT_SECRET is missing/],
    ["ADMIN_JWT_SECRET", { ADMIN_JWT_SECRET: undefined }, /ADMIN_JWT_SECRET is missing/],
    ["a short JWT_SECRET", { JWT_SECRET: "too-short" }, /JWT_SECRET is too short \(9 characters\)/],
    ["equal secrets", { ADMIN_JWT_SECRET: strong("user") }, /JWT_SECRET and ADMIN_JWT_SECRET are equal/],
    ["OTP_SECRET", { OTP_SECRET: undefined }, /OTP_SECRET is missing/],
    ["an OTP_SECRET equal to a token key", { OTP_SECRET: strong("user") }, /JWT_SECRET and OTP_SECRET are equal/],
    ["API_KEY_SECRET", { API_KEY_SECRET: undefined }, /API_KEY_SECRET is missing/],
    ["a short API_KEY_SECRET", { API_KEY_SECRET: "x".repeat(31) }, /API_KEY_SECRET is too short \(31 characters\)/],
    [
      "an API_KEY_SECRET equal to the code key",
      { API_KEY_SECRET: strong("codes") },
      /OTP_SECRET and API_KEY_SECRET are equal/,
    ],
    ["SMTP_URL", { SMTP_URL: undefined }, /SMTP_URL is missing/],
    ["RAZORPAY_KEY_ID", { RAZORPAY_KEY_ID: "" }, /RAZORPAY_KEY_ID is missing/],
    ["RAZORPAY_KEY_SECRET", { RAZORPAY_KEY_SECRET: undefined }, /RAZORPAY_KEY_SECRET is missing/],
    ["RAZORPAY_WEBHOOK_SECRET", { RAZORPAY_WEBHOOK_SECRET: undefined }, /RAZORPAY_WEBHOOK_SECRET is missing/],
    ["OPENROUTER_API_KEY", { OPENROUTER_API_KEY: "  " }, /OPENROUTER_API_KEY is missing/],
  ])("refuses to start without %s, naming it", (_label, change, expected) => {
    const problems = problemsOf({ ...productionEnv, ...change });
    expect(problems.some((problem) => expected.test(problem))).toBe(true);
  });

  it("lists every problem at once", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toHaveLength(9);
  });

  it("rejects malformed values with the variable's name", () => {
    expect(problemsOf({ ...productionEnv, PORT: "eighty" }).join()).toMatch(/PORT/);
  });
});

describe("development configuration", () => {
  it("generates the secrets once and reuses them", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "nexgen-config-"));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(new Set([first.JWT_SECRET, first.ADMIN_JWT_SECRET, first.OTP_SECRET, first.API_KEY_SECRET]).size).toBe(4);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(second.OTP_SECRET).toBe(first.OTP_SECRET);
    expect(second.API_KEY_SECRET).toBe(first.API_KEY_SECRET);
    expect(JSON.parse(readFileSync(path.join(dataDir, "dev-secrets.json"), "utf8")).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it("accepts a short JWT secret but warns, naming it and its length", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: "short", ADMIN_JWT_SECRET: strong("admin") });
    expect(config.JWT_SECRET).toBe("short");
    expect(config.warnings).toEqual([
      "JWT_SECRET is only 5 characters: use at least 32 random characters (production refuses to start with it)",
    ]);
    const both = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: "short", ADMIN_JWT_SECRET: "x".repeat(31) });
    expect(both.warnings).toHaveLength(2);
    expect(both.warnings[1]).toMatch(/^ADMIN_JWT_SECRET is only 31 characters: use at least 32/);
  });

  it("warns when the two secrets are equal", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: strong("same"), ADMIN_JWT_SECRET: strong("same") });
    expect(config.warnings).toEqual([expect.stringMatching(/^JWT_SECRET and ADMIN_JWT_SECRET are equal/)]);
  });

  it("takes a secret that is set and generates only the missing ones, adding them to an older file", () => {
    const dataDir = tempDir();
    const old = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: strong("user") });
    expect(old.JWT_SECRET).toBe(strong("user"));
    expect(old.warnings).toEqual([]);
    const stored = JSON.parse(readFileSync(path.join(dataDir, "dev-secrets.json"), "utf8"));
    expect(Object.keys(stored).sort()).toEqual(["ADMIN_JWT_SECRET", "API_KEY_SECRET", "OTP_SECRET"]);
    expect(loadConfig({ DATA_DIR: dataDir }).ADMIN_JWT_SECRET).toBe(old.ADMIN_JWT_SECRET);
  });

  it("has no warnings with good secrets, generated ones, or in production", () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: strong("user"), ADMIN_JWT_SECRET: strong("admin") }).warnings,
    ).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir() }).warnings).toEqual([]);
    expect(loadConfig(productionEnv).warnings).toEqual([]);
  });

  it("defaults to port 3000 on localhost and derives APP_ORIGIN", () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "nexgen-config-")) });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.APP_ORIGIN).toBe("http://localhost:3000");
    expect(config.APP_NAME).toBe("NexGen AI");
  });

  it("limits a person's /v1 calls to 120 a minute and a client's public requests to 20 a second unless set", () => {
    const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(config().API_PERSON_REQUESTS_PER_MINUTE).toBe(120);
    expect(config({ API_PERSON_REQUESTS_PER_MINUTE: "300" }).API_PERSON_REQUESTS_PER_MINUTE).toBe(300);
    expect(config().PUBLIC_REQUESTS_PER_SECOND).toBe(20);
    // An empty line in an env file is "unset", not 0 (which turns the budget off).
    expect(config({ PUBLIC_REQUESTS_PER_SECOND: "" }).PUBLIC_REQUESTS_PER_SECOND).toBe(20);
    expect(config({ RATE_LIMITS: "off" }).PUBLIC_REQUESTS_PER_SECOND).toBe(0);
    expect(config({ RATE_LIMITS: "off", PUBLIC_REQUESTS_PER_SECOND: "5" }).PUBLIC_REQUESTS_PER_SECOND).toBe(5);
    expect(problemsOf({ DATA_DIR: tempDir(), API_PERSON_REQUESTS_PER_MINUTE: "0" })).toEqual([
      expect.stringMatching(/^API_PERSON_REQUESTS_PER_MINUTE: /),
    ]);
  });
});

describe("file storage settings (issue #30)", () => {
  it("keeps files on disk unless a bucket is named, and reads the bucket's settings", () => {
    const disk = loadConfig({ ...productionEnv });
    expect(disk.S3_BUCKET).toBeUndefined();
    const s3 = loadConfig({
      ...productionEnv,
      S3_BUCKET: "files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(s3).toMatchObject({ S3_BUCKET: "files", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: true });
  });

  it("refuses one S3 key without the other, and a malformed endpoint", () => {
    expect(problemsOf({ ...productionEnv, S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" })).toEqual([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither",
    ]);
    expect(problemsOf({ ...productionEnv, S3_ENDPOINT: "not a url" })).toHaveLength(1);
  });
});
