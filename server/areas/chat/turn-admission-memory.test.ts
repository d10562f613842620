import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import type { Role } from "../../../shared/roles";
import { textTurn, usedToday as usedTodayIn } from "../../../tests/helpers/admission";
import { setupChatKit, silentLog } from "../../../tests/helpers/chat-kit";
import { unlimited } from "../../lib/rate-limit";
import { createAdmissionGate } from "./admission";
import { createRefusalLimit } from "./refusal-limit";
import { createTurnAdmission } from "./turn-admission";

// Issue #27's first-token budget, decision D220: a person's next personal turn is admitted from what this
// instance read of their day, its prompt sent while PostgreSQL confirms; anything memory cannot vouch for asks first.
const kit = setupChatKit();

/** One instance's admission (its own usage service, so its own memory) on the shared database. */
async function instance(admitFromMemoryMs = 60_000) {
  const bus = await kit.bus();
  const { usage } = kit.services(bus, { admitFromMemoryMs });
  const gate = createAdmissionGate({ capacity: 4, timeoutMs: 2_000 });
  const refusals = createRefusalLimit({ limiter: unlimited, bus, log: silentLog });
  const admission = createTurnAdmission({ ai: kit.provider(), usage, gate, leaseMs: 60_000, refusals, log: silentLog });
  /** Admits a turn and ends it as the chat does: its call closed, its lease ended, this instance told. */
  const turnThrough = async (viewer: { id: string; role: Role }, prompt: string, credits = 1) => {
    const { accepted, underway } = await admission.admit(turn(viewer, prompt, credits));
    await underway?.upstream.first;
    await underway?.upstream.stream.return?.(undefined);
    underway?.slot.release();
    await usage.end(accepted.lease);
    usage.ended(viewer.id, accepted.lease);
  };
  return { admission, usage, turnThrough };
}

const turn = textTurn;
const usedToday = (userId: string) => usedTodayIn(kit.database.db, userId);

/** Holds the person's admission lock (begin_reply's) in a transaction of its own until `release`. */
async function holdLock(userId: string) {
  const client = new pg.Client({ connectionString: kit.database.url });
  await client.connect();
  await client.query("begin");
  await client.query("select pg_advisory_xact_lock(hashtextextended('reply:' || $1, 0))", [userId]);
  return async () => {
    await client.query("commit");
    await client.end();
  };
}

/** Until the upstream has received a prompt holding `text`. */
const seen = (text: string) =>
  vi.waitFor(() => expect(kit.upstream.sawText(text)).toBe(true), { timeout: 10_000, interval: 10 });

/** Gives the upstream time to receive a request that should not come. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("admitting a turn from memory (D220)", () => {
  it("sends a person's next prompt while PostgreSQL is still deciding, and charges it all the same", async () => {
    const { admission, turnThrough } = await instance();
    const viewer = await kit.user("professional");
    await turnThrough(viewer, "first turn, asked first");
    const release = await holdLock(viewer.id);
    const admitted = admission.admit(turn(viewer, "second turn, from memory"));
    // The confirmation waits for the lock; the prompt does not.
    await seen("second turn, from memory");
    expect(await usedToday(viewer.id)).toBe(1);
    await release();
    const { accepted, underway } = await admitted;
    expect(accepted.charge.credits).toBe(1);
    expect(await usedToday(viewer.id)).toBe(2);
    await underway?.upstream.stream.return?.(undefined);
    underway?.slot.release();
  });

  it("asks PostgreSQL first for a person's first turn, with memory off, and for a turn that does not fit", async () => {
    for (const [ttl, label] of [
      [60_000, "first turn waits"],
      [0, "memory off waits"],
    ] as const) {
      const { admission, turnThrough } = await instance(ttl);
      const viewer = await kit.user("professional");
      if (ttl === 0) await turnThrough(viewer, "an earlier turn");
      const release = await holdLock(viewer.id);
      const admitted = admission.admit(turn(viewer, label));
      await pause(300);
      expect(kit.upstream.sawText(label)).toBe(false);
      await release();
      const { underway } = await admitted;
      await seen(label);
      await underway?.upstream.stream.return?.(undefined);
      underway?.slot.release();
    }
    // 29 of a starter's 30 credits read: a 2-credit turn is refused by PostgreSQL, and nothing leaves.
    const { admission, turnThrough } = await instance();
    const viewer = await kit.user();
    await turnThrough(viewer, "spends 29", 29);
    await expect(admission.admit(turn(viewer, "does not fit", 2))).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(kit.upstream.sawText("does not fit")).toBe(false);
  });

  it("never lets a person past their replies at once on one instance", async () => {
    const { admission, turnThrough } = await instance();
    const viewer = await kit.user();
    await turnThrough(viewer, "a starter's earlier turn");
    // A starter has one reply at a time: the memory sees the one in progress and asks, and it is refused.
    const running = await admission.admit(turn(viewer, "in progress"));
    await expect(admission.admit(turn(viewer, "a second at once"))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(kit.upstream.sawText("a second at once")).toBe(false);
    await running.underway?.upstream.stream.return?.(undefined);
    running.underway?.slot.release();
  });

  it("admits at most one turn past the allowance on an instance that had not seen another's charge", async () => {
    const a = await instance();
    const b = await instance();
    const viewer = await kit.user();
    await a.turnThrough(viewer, "on A, 10", 10);
    await b.turnThrough(viewer, "on B, 15", 15);
    // A's reading says 10 used: 10 more fit there, though 25 are used. The charge is recorded all the same.
    await a.turnThrough(viewer, "on A again, 10", 10);
    expect(await usedToday(viewer.id)).toBe(35);
    // A's reading is now PostgreSQL's: nothing more, and nothing sent.
    await expect(a.admission.admit(turn(viewer, "on A, past it"))).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(kit.upstream.sawText("on A, past it")).toBe(false);
  });
});
