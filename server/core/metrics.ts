import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * What the chat area tells the operator's figures (issue #34, docs/operations.md#metrics): the time to a
 * reply's first token, upstream failures, fallbacks and credits. The chat area sees only this interface;
 * prom-client stays here.
 */
export interface ChatMeter {
  firstToken(model: string, seconds: number): void;
  upstreamFailed(model: string, reason: string): void;
  fellBack(from: string, to: string): void;
  charged(plan: string, credits: number): void;
}

export const NO_CHAT_METER: ChatMeter = { firstToken() {}, upstreamFailed() {}, fellBack() {}, charged() {} };

/** Both meters told of each event: Prometheus' when configured, and the admin System page's always. */
export function bothMeters(first: ChatMeter, second: ChatMeter): ChatMeter {
  if (first === NO_CHAT_METER) return second;
  return {
    firstToken: (model, seconds) => {
      first.firstToken(model, seconds);
      second.firstToken(model, seconds);
    },
    upstreamFailed: (model, reason) => {
      first.upstreamFailed(model, reason);
      second.upstreamFailed(model, reason);
    },
    fellBack: (from, to) => {
      first.fellBack(from, to);
      second.fellBack(from, to);
    },
    charged: (plan, credits) => {
      first.charged(plan, credits);
      second.charged(plan, credits);
    },
  };
}

/** Figures read when Prometheus scrapes, from the parts that hold them. */
export interface MetricSources {
  streamsInProgress(): number;
  admissionQueue(): number;
  admissionActive(): number;
  degradedModels(): string[];
  dbPool(): { total: number; idle: number; waiting: number };
  jobQueueDepth(): Promise<number>;
}

// Seconds: a first token is tens of ms to tens of seconds; an HTTP answer from 1 ms to a long stream.
const FIRST_TOKEN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 60];

/** The app's Prometheus figures, on a registry of its own (one per process; a cluster's primary sums them). */
export function createMetrics() {
  const registry = new Registry();
  // Process CPU and memory, event-loop lag, heap, GC: prom-client's own set. The lag is sampled every 100 ms, not
  // every 10: the 10 ms timer woke an idle instance 100 times a second, 2.5 ms of CPU a second (docs/decisions.md D184).
  collectDefaultMetrics({ register: registry, prefix: "nexgen_", eventLoopMonitoringPrecision: 100 });
  const registers = [registry];

  const http = new Histogram({
    name: "nexgen_http_request_duration_seconds",
    help: "HTTP requests by route and status, with how long each took to answer.",
    labelNames: ["method", "route", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const firstToken = new Histogram({
    name: "nexgen_chat_first_token_seconds",
    help: "Time from a turn's generation starting to its first token, by the model that answered.",
    labelNames: ["model"] as const,
    buckets: FIRST_TOKEN_BUCKETS,
    registers,
  });
  const upstreamErrors = new Counter({
    name: "nexgen_upstream_errors_total",
    help: "Upstream failures before a reply's first token, by model and reason.",
    labelNames: ["model", "reason"] as const,
    registers,
  });
  const fallbacks = new Counter({
    name: "nexgen_fallbacks_total",
    help: "Turns answered by a fallback: moved from a failing model, or sent around one marked unavailable.",
    labelNames: ["from", "to"] as const,
    registers,
  });
  const credits = new Counter({
    name: "nexgen_credits_charged_total",
    help: "Credits charged for answered turns, by plan.",
    labelNames: ["plan"] as const,
    registers,
  });

  const chat: ChatMeter = {
    firstToken: (model, seconds) => firstToken.observe({ model }, seconds),
    upstreamFailed: (model, reason) => upstreamErrors.inc({ model, reason }),
    fellBack: (from, to) => fallbacks.inc({ from, to }),
    charged: (plan, amount) => {
      if (amount > 0) credits.inc({ plan }, amount);
    },
  };

  /** The gauges read at scrape time, once the parts that hold them exist. */
  function watch(sources: MetricSources) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge("nexgen_streams_in_progress", "Replies being written on this instance.", sources.streamsInProgress);
    gauge("nexgen_admission_queue_length", "Accepted turns waiting for an upstream slot.", sources.admissionQueue);
    gauge("nexgen_admission_active", "Upstream slots in use.", sources.admissionActive);
    gauge("nexgen_db_pool_connections", "Database connections the pool holds.", () => sources.dbPool().total);
    gauge("nexgen_db_pool_idle", "Idle database connections.", () => sources.dbPool().idle);
    gauge("nexgen_db_pool_waiting", "Queries waiting for a database connection.", () => sources.dbPool().waiting);
    new Gauge({
      name: "nexgen_model_degraded",
      help: "1 for a model marked unavailable by its breaker (docs/product/fallbacks.md#model-health).",
      labelNames: ["model"] as const,
      registers,
      collect() {
        this.reset();
        for (const model of sources.degradedModels()) this.set({ model }, 1);
      },
    });
    new Gauge({
      name: "nexgen_job_queue_depth",
      help: "Background jobs waiting (billing e-mails, sweeps, imports).",
      registers,
      async collect() {
        this.set(await sources.jobQueueDepth().catch(() => 0));
      },
    });
  }

  return {
    registry,
    chat,
    watch,
    observeHttp(method: string, route: string, status: number, seconds: number) {
      http.observe({ method, route, status: String(status) }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A cluster's primary: every worker's figures, summed (prom-client asks each worker over IPC). */
export function clusterMetrics() {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() };
}

/** A worker answers its primary's IPC requests with its own registry's figures. */
export function shareWithPrimary(metrics: Metrics) {
  AggregatorRegistry.setRegistries([metrics.registry]);
}
