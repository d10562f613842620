// Stored bytes whose deletion fails are deleted later (docs/product/files.md#removal): the failure leaves a
// `FileDeletion` record, and the files sweep (every FILES_SWEEP_SECONDS, through the job queue) deletes the
// bytes again until the store does. Both backends: the disk, and S3 against s3rver on loopback. The store's
// deletions are made to fail (the first two calls) by wrapping the real store; everything else is real.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "../../server/lib/file-store";
import { post, signUp } from "../helpers/accounts";
import { setupTestApp, type TestApp } from "../helpers/app";
import { png, upload } from "../helpers/files";
import { type S3Server, s3Env, startS3Server } from "../helpers/s3-server";

/** The real store, with its next `failures` deletions refused as an unreachable store would; each call noted. */
function breakableDeletes() {
  const control = { failures: 0, calls: [] as Array<{ keys: string[]; failed: boolean }> };
  const wrap = (store: FileStore): FileStore => ({
    ...store,
    async delete(keys) {
      const failed = control.failures > 0;
      control.calls.push({ keys: [...keys], failed });
      if (failed) {
        control.failures -= 1;
        throw new Error("connect ECONNREFUSED (the store is away)");
      }
      await store.delete(keys);
    },
  });
  return { control, wrap };
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const records = (t: TestApp) => t.database.db.fileDeletion.findMany({ select: { storageKey: true, attempts: true } });

/** The sweeps that failed and finished so far (pg-boss keeps them as rows). */
async function sweepJobs(t: TestApp) {
  const rows = await t.database.db.$queryRaw<Array<{ state: string; count: number }>>`
    select state::text, count(*)::int as count from pgboss.job where name = 'files-sweep' group by state`;
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

function journeys(t: TestApp, control: ReturnType<typeof breakableDeletes>["control"]) {
  it("a removed upload whose deletion fails once is deleted by the next sweep", async () => {
    const user = await signUp(t);
    const uploaded = await upload(t, user.token, "chart.png", await png(120, 80));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json();

    control.failures = 1;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/files/${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    // The person's file is gone (its row); the store's refusal is the sweep's business, not theirs.
    expect(removed.statusCode, removed.body).toBe(200);
    expect(control.calls.at(-1)).toEqual({ keys: [id], failed: true });

    await until("the sweep to delete the bytes", async () => (await t.deps.files.stat(id)) === null);
    await until("the record to go", async () => (await records(t)).length === 0);
    expect(control.calls.filter((call) => call.keys.includes(id)).map((call) => call.failed)).toEqual([true, false]);
  });

  it("a deleted conversation's bytes are retried sweep after sweep until the store deletes them", async () => {
    const user = await signUp(t);
    const { id } = (await upload(t, user.token, "photo.png", await png(90, 60))).json();
    const answer = await post(
      t,
      "/api/chat",
      { message: "What is this?", modelId: "x-ai/grok-4-fast:free", attachments: [id] },
      user.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);

    // The deletion with the conversation fails, and so does the first sweep's.
    control.failures = 2;
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/conversation/${answer.json().conversationId}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.deps.files.stat(id)).not.toBeNull();
    expect((await records(t)).map((row) => row.storageKey)).toEqual([id]);

    await until("the bytes to go", async () => (await t.deps.files.stat(id)) === null);
    await until("the record to go", async () => (await records(t)).length === 0);
    expect(control.calls.filter((call) => call.keys.includes(id)).map((call) => call.failed)).toEqual([
      true,
      true,
      false,
    ]);
    // The refused sweep failed as a job (logged); a later one completed.
    const jobs = await sweepJobs(t);
    expect(jobs.failed ?? 0).toBeGreaterThanOrEqual(1);
    expect(jobs.completed ?? 0).toBeGreaterThanOrEqual(1);
  });
}

describe("on the disk", () => {
  const { control, wrap } = breakableDeletes();
  const t = setupTestApp({ upstream: true, env: { FILES_SWEEP_SECONDS: "1" }, wrapFiles: wrap });
  journeys(t, control);
});

describe("in an S3 bucket", () => {
  let s3: S3Server;
  const env: Record<string, string> = { FILES_SWEEP_SECONDS: "1" };
  // Registered before the app's own hook, so the bucket exists and its settings are known when the app starts.
  beforeAll(async () => {
    s3 = await startS3Server("nexgen-sweep-files");
    Object.assign(env, s3Env(s3.settings));
  });
  const { control, wrap } = breakableDeletes();
  const t = setupTestApp({ upstream: true, env, wrapFiles: wrap });
  afterAll(async () => {
    await s3?.close();
  });
  journeys(t, control);
});
