// The admin System page's figures (issue #34, docs/operations.md#system-page): turns through the fake upstream
// move them as a model fails and answers; a second instance's figures, written to the same database, add to
// this one's; the breaker's mark shows with its end; an hour later the minutes are out of the window; only an
// administrator reads them. No METRICS_PORT or METRICS_TOKEN here: the page works without them.
import { describe, expect, it } from "vitest";
import { createSystemService } from "../../server/areas/admin/system.service";
import { get, post, signInAdmin, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";

const t = setupTestApp({ upstream: true });
const DEEPSEEK = "deepseek/deepseek-chat-v3.1:free";
const GROK = "x-ai/grok-4-fast:free";

interface ModelFigures {
  model: string;
  modelName: string;
  attempts: number;
  answered: number;
  failures: number;
  errorRate: number;
  errors: Array<{ reason: string; count: number }>;
  ttftP50Ms: number | null;
  ttftP95Ms: number | null;
  fallbacksTo: Array<{ model: string; count: number }>;
  answeredForOthers: number;
  breaker: { state: string; until: string | null };
}

async function system(admin: string) {
  const response = await get(t, "/api/admin/system", admin);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const model = (id: string) => body.models.find((row: ModelFigures) => row.model === id) as ModelFigures | undefined;
  return { body, model };
}

describe("the admin System page's figures", () => {
  it("are an administrator's only", async () => {
    const user = await signUp(t);
    expect((await get(t, "/api/admin/system", user.token)).statusCode).toBe(401);
    expect((await get(t, "/api/admin/system")).statusCode).toBe(401);
  });

  it("move as a model fails and its fallback answers, add up across instances, and show the breaker", async () => {
    const admin = await signInAdmin(t, "system-admin");
    const before = await system(admin);
    expect(before.model(DEEPSEEK)).toBeUndefined();
    expect(before.body.queue.instances).toBe(1);
    expect(before.body.instances[0]).toMatchObject({ current: true, capacity: t.deps.config.AI_MAX_CONCURRENT });

    const user = await signUp(t);
    // Answered: one attempt, no failure, a first-token time.
    expect((await post(t, "/api/chat", { message: "Namaste", modelId: DEEPSEEK }, user.token)).statusCode).toBe(200);
    const answered = await system(admin);
    expect(answered.model(DEEPSEEK)).toMatchObject({
      modelName: "DeepSeek V3.1",
      attempts: 1,
      answered: 1,
      failures: 0,
      errorRate: 0,
      breaker: { state: "closed", until: null },
    });
    expect(answered.model(DEEPSEEK)?.ttftP50Ms).toBeGreaterThanOrEqual(0);

    // Failing: three turns, each answered by its fallback; the third trips the breaker.
    t.upstream.failModel(DEEPSEEK, "429");
    try {
      for (const message of ["One", "Two", "Three"]) {
        const response = await post(t, "/api/chat", { message, modelId: DEEPSEEK }, user.token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().aiMessage.model).toBe(GROK);
      }
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
    // Marked: the next turn goes straight to the fallback, a fallback without a failure (docs/decisions.md D181).
    const around = await post(t, "/api/chat", { message: "Four", modelId: DEEPSEEK }, user.token);
    expect(around.json().aiMessage.model).toBe(GROK);
    const failing = await system(admin);
    const deepseek = failing.model(DEEPSEEK);
    expect(deepseek).toMatchObject({
      attempts: 4,
      answered: 1,
      failures: 3,
      errorRate: 0.75,
      errors: [{ reason: "rate_limited", count: 3 }],
      fallbacksTo: [{ model: GROK, count: 4 }],
      breaker: { state: "open" },
    });
    expect(Date.parse(deepseek?.breaker.until ?? "")).toBeGreaterThan(Date.now());
    expect(failing.model(GROK)).toMatchObject({ attempts: 4, answered: 4, failures: 0, answeredForOthers: 4 });
    expect(failing.body.totals).toMatchObject({ attempts: 8, failures: 3, fallbacks: 4, degraded: 1 });
    expect(failing.body.totals.errorRate).toBeCloseTo(3 / 8);

    // Another instance on the same database: its figures, written at its flush, add to these.
    const other = createSystemService({
      db: t.database.db,
      now: t.deps.now ?? (() => new Date()),
      log: { warn() {} },
      load: () => ({ streams: 2, queued: 5, active: 3 }),
      capacity: 3,
      breakers: () => [],
      jobQueueDepth: async () => 0,
    });
    other.meter.upstreamFailed(DEEPSEEK, "timeout");
    other.meter.firstToken(DEEPSEEK, 0.4);
    other.meter.firstToken(DEEPSEEK, 30);
    await other.flush();
    const both = await system(admin);
    expect(both.model(DEEPSEEK)).toMatchObject({
      attempts: 7,
      answered: 3,
      failures: 4,
      errors: [
        { reason: "rate_limited", count: 3 },
        { reason: "timeout", count: 1 },
      ],
    });
    // The 30 s answer lies in the 24–32 s bucket: with three answers, p95 is in it.
    expect(both.model(DEEPSEEK)?.ttftP95Ms).toBeGreaterThan(24_000);
    expect(both.body.queue).toMatchObject({ instances: 2, queued: 5, active: 3, streams: 2 });
    expect(both.body.queue.capacity).toBe(t.deps.config.AI_MAX_CONCURRENT + 3);
    // A stopped instance leaves the count at once; its minutes stay.
    await other.stop();
    const stopped = await system(admin);
    expect(stopped.body.queue.instances).toBe(1);
    expect(stopped.model(DEEPSEEK)?.failures).toBe(4);

    // An hour on, the minutes are out of the window, and the breaker's cool-down is over: it probes.
    t.clock.advance(61 * 60_000);
    try {
      const later = await system(admin);
      expect(later.model(GROK)).toBeUndefined();
      expect(later.model(DEEPSEEK)).toMatchObject({ attempts: 0, breaker: { state: "probing" } });
      expect(later.body.totals.attempts).toBe(0);
    } finally {
      t.clock.reset();
    }
  });
});
