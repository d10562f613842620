import { describe, expect, it } from "vitest";
import { createAdmissionMemory } from "./admission-memory";

const DAY = "2026-11-29";
const limits = { allowance: 30, maxActive: 2 };
const figures = (used: number, others = 0, extra = 0) => ({ day: DAY, used, extra, others });

function memoryAt(start = 0, ttlMs = 60_000) {
  const clock = { now: start };
  const memory = createAdmissionMemory({ ttlMs, now: () => clock.now });
  /** One admission statement for `user`, answered with `used` credits after it. */
  const read = (user: string, lease: string, used: number, ok = true, others = 0) => {
    const asked = memory.asking(user, lease);
    memory.answered(user, asked, { ok, lease, credits: 1, counted: false, figures: figures(used, others) });
  };
  return { clock, memory, read };
}

describe("admitting from memory (D220)", () => {
  it("vouches for nobody it has not read, and for a turn only while it fits the reading and what was taken since", () => {
    const { memory, read } = memoryAt();
    expect(memory.admits("u", { day: DAY, credits: 1, lease: "a", ...limits })).toBe(false);
    read("u", "l1", 20);
    memory.ended("u", "l1");
    expect(memory.admits("u", { day: DAY, credits: 5, lease: "l2", ...limits })).toBe(true);
    // The 5 just admitted count: 20 + 5 + 6 > 30.
    expect(memory.admits("u", { day: DAY, credits: 6, lease: "l3", ...limits })).toBe(false);
    // A standing bonus or today's grant is room too.
    read("u", "l4", 25);
    memory.ended("u", "l4");
    expect(memory.admits("u", { day: DAY, credits: 6, lease: "l5", ...limits })).toBe(false);
    const asked = memory.asking("u", "l6");
    memory.answered("u", asked, { ok: true, lease: "l6", credits: 1, counted: false, figures: figures(26, 0, 10) });
    memory.ended("u", "l6");
    expect(memory.admits("u", { day: DAY, credits: 6, lease: "l7", ...limits })).toBe(true);
  });

  it("counts this instance's replies in progress and other instances' leases against the replies at once", () => {
    const { memory, read } = memoryAt();
    read("u", "l1", 1, true, 1);
    // One lease elsewhere and l1 here: two of two.
    expect(memory.admits("u", { day: DAY, credits: 1, lease: "l2", ...limits })).toBe(false);
    memory.ended("u", "l1");
    expect(memory.admits("u", { day: DAY, credits: 1, lease: "l2", ...limits })).toBe(true);
  });

  it("forgets a reading older than its time, or of another day", () => {
    const { clock, memory, read } = memoryAt(1_000, 60_000);
    read("u", "l1", 0);
    memory.ended("u", "l1");
    clock.now += 60_001;
    expect(memory.admits("u", { day: DAY, credits: 1, lease: "l2", ...limits })).toBe(false);
    read("u", "l3", 0);
    memory.ended("u", "l3");
    expect(memory.admits("u", { day: "2026-11-30", credits: 1, lease: "l4", ...limits })).toBe(false);
    expect(memory.admits("u", { day: DAY, credits: 1, lease: "l4", ...limits })).toBe(true);
  });

  it("trusts no reading from a statement that had another in flight, and keeps counting what those charged", () => {
    const { memory, read } = memoryAt();
    read("u", "l0", 10);
    memory.ended("u", "l0");
    // Two statements overlap: neither one's figures can be trusted to hold the other's charge.
    const first = memory.asking("u", "l1");
    const second = memory.asking("u", "l2");
    memory.answered("u", second, { ok: true, lease: "l2", credits: 4, counted: false, figures: figures(14) });
    memory.answered("u", first, { ok: true, lease: "l1", credits: 5, counted: false, figures: figures(19) });
    memory.ended("u", "l1");
    memory.ended("u", "l2");
    // Still the old reading (10) plus both charges (9): 10 + 9 + 12 > 30, 10 + 9 + 11 fits.
    expect(memory.admits("u", { day: DAY, credits: 12, lease: "l3", ...limits })).toBe(false);
    expect(memory.admits("u", { day: DAY, credits: 11, lease: "l3", ...limits })).toBe(true);
  });

  it("gives back what it counted when the confirmation fails, and never admits with the time set to 0", () => {
    const { memory, read } = memoryAt();
    read("u", "l0", 20);
    memory.ended("u", "l0");
    expect(memory.admits("u", { day: DAY, credits: 10, lease: "l1", ...limits })).toBe(true);
    const asked = memory.asking("u", "l1");
    memory.answered("u", asked, { ok: false, lease: "l1", credits: 10, counted: true, figures: null });
    expect(memory.admits("u", { day: DAY, credits: 10, lease: "l2", ...limits })).toBe(true);

    const off = createAdmissionMemory({ ttlMs: 0, now: () => 0 });
    const offAsked = off.asking("u", "l1");
    off.answered("u", offAsked, { ok: true, lease: "l1", credits: 1, counted: false, figures: figures(0) });
    off.ended("u", "l1");
    expect(off.admits("u", { day: DAY, credits: 1, lease: "l2", ...limits })).toBe(false);
  });
});
