// A/B of a text-only turn's time to first token (issue #30's "text-only turns unchanged"): two codes' apps side by
// side, each in its own process on its own fresh database, one fake upstream, interleaved request by request.
//   npx tsx scripts/bench/text-turn-ab.ts <old tree> [rounds=250]
// The old tree: `git archive <rev> | tar -x -C /tmp/ab-old`, node_modules linked, `node scripts/prisma-generate.mjs`
// run in it; the new code is this tree. Every round sends, in a shuffled order, for (a) a new conversation and (b) a
// follow-up after 10 messages: the upstream directly, each app's POST /api/chat/stream and POST /v1/chat/completions,
// at concurrency 1 (prompt `paced:50:40:5`). BENCH_DATABASE_URL names the PostgreSQL server (default: local 5432).
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { PROJECT_ROOT } from "../../server/app";
import { applyMigrations } from "../../server/lib/migrate";
import { startChild, stopChild, type Usage, usageOf } from "./bench-env";
import { PROMPT } from "./chat-stream";
import { percentile } from "./stats";
import { type StreamRequest, timeStream } from "./stream-client";

const MODEL = "x-ai/grok-4-fast:free";
const oldRoot = path.resolve(process.argv[2] ?? "/tmp/ab-old");
const rounds = Number(process.argv[3] ?? 250);
const server = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** An app of the tree at `root`, started by that tree's own bench app process. */
function startApp(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts", "bench", "app-process.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  return new Promise<{ child: ChildProcess; baseUrl: string; token: string }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${root} app exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", (line) =>
      resolve({ child, ...JSON.parse(line) }),
    );
  });
}

const post = async (url: string, auth: string, body: object) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${auth}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return text;
};

/** What a text-only /v1 request and a chat turn look like, for each case. */
const earlier = Array.from({ length: 10 }, (_, index) => ({
  role: index % 2 ? "assistant" : "user",
  content: index % 2 ? "token ".repeat(40) : `Earlier question ${index / 2 + 1}: ${PROMPT}`,
}));
const completion = (url: string, key: string, history: object[]): StreamRequest => ({
  url: `${url}/chat/completions`,
  headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
  body: JSON.stringify({ model: MODEL, stream: true, messages: [...history, { role: "user", content: PROMPT }] }),
  firstToken: (text) => /"content":"[^"]/.test(text),
});

async function side(name: string, root: string, upstreamUrl: string, admin: pg.Client) {
  const database = `nexgen_ab_${name}_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  await applyMigrations(url.toString(), path.join(root, "prisma", "migrations"));
  const app = await startApp(root, { BENCH_UPSTREAM_URL: upstreamUrl, BENCH_APP_DATABASE_URL: url.toString() });
  const key = JSON.parse(await post(`${app.baseUrl}/trpc/apiKeys.create`, app.token, { name: "ab" })).result.data.key;
  // The follow-up's conversation: five questions and their replies, then every timed follow-up answers the last.
  let conversationId: string | undefined;
  let parentId: string | undefined;
  for (let turn = 0; turn < 5; turn++) {
    const sse = await post(`${app.baseUrl}/api/chat/stream`, app.token, {
      message: PROMPT,
      modelId: MODEL,
      ...(conversationId ? { conversationId, parentId } : {}),
    });
    const meta = JSON.parse(/event: meta\ndata: (.*)\n/.exec(sse)?.[1] ?? "{}");
    conversationId = meta.conversationId;
    parentId = meta.replyId;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the reply's last write
  }
  const chat = (body: object): StreamRequest => ({
    url: `${app.baseUrl}/api/chat/stream`,
    headers: { "content-type": "application/json", authorization: `Bearer ${app.token}` },
    body: JSON.stringify({ message: PROMPT, modelId: MODEL, ...body }),
    firstToken: (text) => text.includes("event: delta"),
  });
  return {
    paths: {
      [`${name} chat a`]: chat({}),
      [`${name} chat b`]: chat({ conversationId, parentId }),
      [`${name} v1 a`]: completion(`${app.baseUrl}/v1`, key, []),
      [`${name} v1 b`]: completion(`${app.baseUrl}/v1`, key, earlier),
    },
    usage: () => usageOf(app.child),
    async close() {
      await stopChild(app.child);
      await admin.query(`drop database if exists ${database} with (force)`);
    },
  };
}

const shuffle = <T>(items: T[]) => {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
};

const admin = new pg.Client({ connectionString: server });
await admin.connect();
const upstream = await startChild<{ baseUrl: string }>("upstream-process.ts", {});
const sides = {
  old: await side("old", oldRoot, upstream.info.baseUrl, admin),
  new: await side("new", PROJECT_ROOT, upstream.info.baseUrl, admin),
};
try {
  const paths: Record<string, { request: StreamRequest; side?: keyof typeof sides }> = {
    "direct a": { request: completion(upstream.info.baseUrl, "x", []) },
    "direct b": { request: completion(upstream.info.baseUrl, "x", earlier) },
  };
  for (const name of ["old", "new"] as const)
    for (const [key, request] of Object.entries(sides[name].paths)) paths[key] = { request, side: name };
  const ttft: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((key) => [key, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((key) => [key, []]));
  const last: Record<string, Usage> = { old: await sides.old.usage(), new: await sides.new.usage() };
  const loads: number[] = [];
  const started = Date.now();
  for (let round = -20; round < rounds; round++) {
    if (round % 50 === 0) loads.push(os.loadavg()[0] ?? Number.NaN);
    for (const key of shuffle(Object.keys(paths))) {
      const { request, side: name } = paths[key] as (typeof paths)[string];
      const timing = await timeStream(request, "kept-alive");
      await new Promise((resolve) => setTimeout(resolve, 10)); // the reply's writes after the last token
      if (round >= 0) ttft[key]?.push(timing.ttft);
      if (!name) continue;
      const now = await sides[name].usage();
      if (round >= 0) cpu[key]?.push(now.cpuMs - (last[name] as Usage).cpuMs);
      last[name] = now;
    }
  }
  loads.push(os.loadavg()[0] ?? Number.NaN);
  const f = (value: number) => value.toFixed(2).padStart(7);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `${rounds} rounds in ${((Date.now() - started) / 60_000).toFixed(1)} min, load ${loads.map((load) => load.toFixed(1)).join(" ")}`,
  );
  console.log("path          ttft p50  p90 (ms)  added p50   p90   CPU/turn p50 mean (ms)");
  for (const key of Object.keys(paths)) {
    const direct = ttft[`direct ${key.at(-1)}`] as number[];
    const added = (ttft[key] as number[]).map((value, index) => value - (direct[index] as number));
    const own = cpu[key] as number[];
    console.log(
      `${key.padEnd(13)} ${f(percentile(ttft[key] as number[], 50))} ${f(percentile(ttft[key] as number[], 90))}   ${f(percentile(added, 50))} ${f(percentile(added, 90))}   ${own.length ? `${f(percentile(own, 50))} ${f(mean(own))}` : ""}`,
    );
  }
  // New over old: the difference of the percentiles, with a bootstrap 95% interval for the p50's.
  if (process.env.AB_OUT) writeFileSync(process.env.AB_OUT, JSON.stringify({ loads, ttft, cpu }));
  console.log("new − old     Δp50   [95% bootstrap]      Δp90   Δ CPU/turn mean  paired median");
  for (const key of ["chat a", "chat b", "v1 a", "v1 b"]) {
    const [a, b] = [ttft[`old ${key}`] as number[], ttft[`new ${key}`] as number[]];
    const boot = Array.from({ length: 2000 }, () => {
      const pick = (values: number[]) => values.map(() => values[Math.floor(Math.random() * values.length)] as number);
      return percentile(pick(b), 50) - percentile(pick(a), 50);
    });
    console.log(
      `${key.padEnd(9)} ${f(percentile(b, 50) - percentile(a, 50))}  [${f(percentile(boot, 2.5))}, ${f(percentile(boot, 97.5))}]  ${f(percentile(b, 90) - percentile(a, 90))}   ${f(mean(cpu[`new ${key}`] as number[]) - mean(cpu[`old ${key}`] as number[]))}  ${f(
        percentile(
          b.map((value, index) => value - (a[index] as number)),
          50,
        ),
      )}`,
    );
  }
} finally {
  await sides.old.close();
  await sides.new.close();
  await stopChild(upstream.child);
  await admin.end();
}
