import type { AiProvider } from "../lib/ai-provider";
import type { Db } from "../lib/db";
import type { FileStore } from "../lib/file-store";
import type { JobQueue } from "../lib/job-queue";
import type { Mailer } from "../lib/mailer";
import type { PaymentGateway } from "../lib/payment-gateway";
import type { RateLimiter } from "../lib/rate-limit";
import type { TokenService } from "../lib/tokens";
import type { ChangeBus } from "./change-bus";
import type { Config } from "./config";

/** What the outside world hands the app; tests pass real local stand-ins. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  /**
   * The limits that belong to the plan, like the allowance (`/v1`'s requests a minute, issue #34):
   * the same counters, never turned off by RATE_LIMITS=off. Closed with `limiter` when they differ.
   */
  planLimiter: RateLimiter;
  ai: AiProvider;
  payments: PaymentGateway;
  /** Attached files' bytes: this machine's disk, or an S3-compatible bucket (issue #30). */
  files: FileStore;
  /** Announces changes to every instance; caches listen. Close it with the app. */
  bus: ChangeBus;
  /** Durable jobs on PostgreSQL (billing e-mails); the app starts its workers. Stop it after the app closes. */
  jobs: JobQueue;
  /** The clock; tests move it to expire codes and plans. */
  now?: () => Date;
}
