// Prometheus' figures (issue #34, docs/operations.md#metrics): /metrics answers only its bearer token on the
// app's port (never open, absent when unconfigured), parses with Prometheus' own checker, and its counters move
// as traffic goes through: HTTP answers, a turn's first token, an upstream failure, a fallback, credits. A real
// Prometheus (Debian's package) scrapes it when installed; otherwise that test says why it is skipped.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startMetricsServer } from "../../server/lib/metrics-server";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp } from "../helpers/app";
import { freePort } from "../helpers/instances";

const TOKEN = "metrics-token-0123456789";
const t = setupTestApp({ upstream: true, env: { METRICS_TOKEN: TOKEN } });
// Neither METRICS_PORT nor METRICS_TOKEN: no figures kept, no /metrics.
const plain = setupTestApp();
const DEEPSEEK = "deepseek/deepseek-chat-v3.1:free";
const GROK = "x-ai/grok-4-fast:free";
const stops: Array<() => void> = [];
afterAll(() => {
  for (const stop of stops) stop();
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** A sample's value by its name and labels as written (`name{a="b"}`), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const promtool = spawnSync("promtool", ["--version"]).status === 0;

describe("/metrics", () => {
  it("is absent, and no figures are kept, when neither METRICS_PORT nor METRICS_TOKEN is set", async () => {
    expect(plain.app.metrics).toBeNull();
    const response = await plain.app.inject({ method: "GET", url: "/metrics", headers: { accept: "text/plain" } });
    expect(response.body).not.toContain("nexgen_");
  });

  it("answers only its bearer token, never openly", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer wrong-token-0123456789")).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it.skipIf(!promtool)("parses with Prometheus' checker, and its counters move with the traffic", async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const user = await signUp(t);
    t.upstream.failModel(DEEPSEEK, "404");
    try {
      const answered = await post(t, "/api/chat", { message: "Hello", modelId: DEEPSEEK }, user.token);
      expect(answered.statusCode, answered.body).toBe(200);
    } finally {
      t.upstream.healModel(DEEPSEEK);
    }
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    const checked = spawnSync("promtool", ["check", "metrics"], { input: after, encoding: "utf8" });
    // Prometheus' own parser (a parse error fails it), and its naming rules for our series; prom-client's
    // default process series (nexgen_nodejs_*, nexgen_process_*) name a few gauges `_total`, which it lints.
    const problems = `${checked.stdout}${checked.stderr}`
      .split("\n")
      .filter((line) => line.trim() && !/^error while linting:?$/.test(line.trim()))
      .filter((line) => !/^nexgen_(nodejs|process)_\S+ /.test(line));
    expect(problems).toEqual([]);

    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved(`nexgen_fallbacks_total{from="${DEEPSEEK}",to="${GROK}"}`)).toBe(1);
    expect(moved(`nexgen_upstream_errors_total{model="${DEEPSEEK}",reason="unavailable"}`)).toBe(1);
    expect(moved(`nexgen_chat_first_token_seconds_count{model="${GROK}"}`)).toBe(1);
    expect(moved(`nexgen_credits_charged_total{plan="starter"}`)).toBe(1);
    expect(moved(`nexgen_http_request_duration_seconds_count{method="POST",route="/api/chat",status="200"}`)).toBe(1);
    expect(after).toMatch(/^nexgen_streams_in_progress \d+$/m);
    expect(after).toMatch(/^nexgen_db_pool_connections \d+$/m);
    expect(after).toMatch(/^nexgen_job_queue_depth \d+$/m);
    expect(after).toMatch(/^nexgen_nodejs_eventloop_lag_seconds /m);
  });
});

const prometheus = spawnSync("prometheus", ["--version"]).status === 0;
if (!prometheus) console.log("skipped the real Prometheus scrape: the `prometheus` package is not installed here");

describe("a real Prometheus", () => {
  it.skipIf(!prometheus)(
    "scrapes METRICS_PORT's server and holds the app's figures",
    async () => {
      const registry = t.app.metrics?.registry;
      if (!registry) throw new Error("METRICS_TOKEN is set: the app keeps its figures");
      const port = await freePort();
      const server = await startMetricsServer({
        port,
        host: "127.0.0.1",
        contentType: registry.contentType,
        read: () => registry.metrics(),
        log: { error() {} },
      });
      stops.push(() => server.close());
      const dir = mkdtempSync(path.join(os.tmpdir(), "nexgen-prometheus-"));
      const config = path.join(dir, "prometheus.yml");
      writeFileSync(
        config,
        `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: nexgen\n    static_configs:\n      - targets: ["127.0.0.1:${port}"]\n`,
      );
      const web = await freePort();
      const child = spawn(
        "prometheus",
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${path.join(dir, "data")}`,
          `--web.listen-address=127.0.0.1:${web}`,
        ],
        { stdio: "ignore" },
      );
      stops.push(() => child.kill("SIGKILL"));
      const query = `http://127.0.0.1:${web}/api/v1/query?query=${encodeURIComponent('up{job="nexgen"}')}`;
      let value: string | null = null;
      for (let tries = 0; tries < 120 && value === null; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        // Until Prometheus is ready it answers 503 "Service Unavailable" (slow to start on a busy machine): asked again.
        const answer = await fetch(query)
          .then((response) =>
            response.ok
              ? (response.json() as Promise<{ data?: { result?: Array<{ value: [number, string] }> } }>)
              : null,
          )
          .catch(() => null);
        value = answer?.data?.result?.[0]?.value[1] ?? null;
      }
      expect(value).toBe("1");
    },
    90_000,
  );
});
