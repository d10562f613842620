import { z } from "zod";
import { timestamp } from "../../docs/common.schemas";
import { ok } from "../../docs/operation";
import { operationsOf } from "../../docs/rest-operation";
import type { adminRouter } from "./admin.router";

const { restOperation, table } = operationsOf<{ admin: typeof adminRouter }>();

const ms = z.number().int().nullable();
const count = z.number().int();
const share = z.number().describe("0 to 1.");

const systemReport = z.object({
  since: timestamp.describe("An hour before `at`."),
  at: timestamp,
  totals: z.object({
    attempts: count.describe("Upstream calls that answered (a first token) or failed before one."),
    failures: count,
    errorRate: share.describe("`failures` over `attempts`, 0 when there were none."),
    fallbacks: count.describe("Turns moved from a failing model to another."),
    ttftP50Ms: ms.describe("Median time to first token, every model together; null without an answer."),
    ttftP95Ms: ms,
    degraded: count.describe("Models whose breaker is open: skipped for their fallbacks now."),
  }),
  models: z.array(
    z.object({
      model: z.string(),
      modelName: z.string().describe("The catalogue's name, or the id of a model no longer in it."),
      attempts: count,
      answered: count,
      failures: count,
      errorRate: share,
      errors: z
        .array(z.object({ reason: z.string(), count }))
        .describe("Failures by reason: `rate_limited`, `timeout`, `unavailable`, `bad_response` or `empty`."),
      ttftP50Ms: ms.describe("From buckets (docs/operations.md#system-page), interpolated as Prometheus does."),
      ttftP95Ms: ms,
      ttftMeanMs: ms,
      fallbacksTo: z.array(z.object({ model: z.string(), count })).describe("Where its failed turns went."),
      answeredForOthers: count.describe("Turns it answered as another model's fallback."),
      breaker: z.object({
        state: z
          .enum(["closed", "open", "probing"])
          .describe("Open: skipped for its fallbacks until `until`. Probing: the next turn tries it again."),
        until: timestamp.nullable(),
      }),
    }),
  ),
  queue: z.object({
    instances: count.describe("Instances heard from in the last 30 s."),
    queued: count.describe("Turns waiting for an upstream slot, every instance together."),
    active: count.describe("Upstream slots in use."),
    capacity: count.describe("Upstream slots (AI_MAX_CONCURRENT per instance)."),
    streams: count.describe("Replies being written."),
  }),
  instances: z.array(
    z.object({
      id: z.string(),
      label: z.string().describe("Host and process id."),
      startedAt: timestamp,
      seenAt: timestamp.describe("Its last write (every 10 s)."),
      queued: count,
      active: count,
      capacity: count,
      streams: count,
      current: z.boolean().describe("The instance that answered this request."),
    }),
  ),
  jobQueueDepth: count.nullable().describe("Background jobs waiting; null when the queue could not be read."),
});

const EXAMPLE_AT = "2026-11-29T12:00:00.000Z";

/** The admin System page's figures (issue #34, docs/operations.md#system-page). */
export const ADMIN_SYSTEM_OPERATIONS = table([
  restOperation({
    method: "get",
    path: "/admin/system",
    tag: "Administration",
    summary: "The last hour of every instance: errors and first-token times per model, breakers, queues",
    description:
      "Every instance counts its chat figures per model and minute and writes them every 10 s, with its queue; this reads the last hour of them all (the answering instance's up to this moment). It needs neither METRICS_PORT nor METRICS_TOKEN.",
    procedure: "admin.system",
    auth: "admin",
    response: ok("The figures.", systemReport, {
      since: "2026-11-29T11:00:00.000Z",
      at: EXAMPLE_AT,
      totals: {
        attempts: 412,
        failures: 9,
        errorRate: 0.0218,
        fallbacks: 7,
        ttftP50Ms: 640,
        ttftP95Ms: 2400,
        degraded: 1,
      },
      models: [
        {
          model: "deepseek/deepseek-chat-v3.1:free",
          modelName: "DeepSeek V3.1",
          attempts: 120,
          answered: 112,
          failures: 8,
          errorRate: 0.0667,
          errors: [
            { reason: "rate_limited", count: 6 },
            { reason: "timeout", count: 2 },
          ],
          ttftP50Ms: 820,
          ttftP95Ms: 3100,
          ttftMeanMs: 1040,
          fallbacksTo: [{ model: "x-ai/grok-4-fast:free", count: 7 }],
          answeredForOthers: 0,
          breaker: { state: "open", until: "2026-11-29T12:00:40.000Z" },
        },
      ],
      queue: { instances: 2, queued: 1, active: 7, capacity: 100, streams: 8 },
      instances: [
        {
          id: "5b0c1d7e-2f1a-4d6b-9a51-0f6e2c3b8d14",
          label: "app-1:4182",
          startedAt: "2026-11-29T06:00:00.000Z",
          seenAt: "2026-11-29T11:59:58.000Z",
          queued: 1,
          active: 4,
          capacity: 50,
          streams: 5,
          current: true,
        },
      ],
      jobQueueDepth: 0,
    }),
  }),
]);
