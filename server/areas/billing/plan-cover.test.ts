import { describe, expect, it } from "vitest";
import { coverAhead } from "../../../shared/billing";
import { DAY_MS } from "../../../shared/time";
import { type Cover, convertCovers, takeBack } from "./plan-cover";

const T0 = new Date("2026-12-05T10:00:00.000Z").getTime();
const at = (days: number) => new Date(T0 + days * DAY_MS);
const cover = (id: string, from: number, until: number) => ({ id, coversFrom: at(from), coversUntil: at(until) });
const length = (entry: { coversFrom: Date; coversUntil: Date }) =>
  entry.coversUntil.getTime() - entry.coversFrom.getTime();

describe("coverAhead: the part of a stretch a refund could still take back", () => {
  it.each([
    ["not begun", cover("a", 30, 60), 10, 30],
    ["half used", cover("a", 0, 30), 15, 15],
    ["used up", cover("a", 0, 30), 30, 0],
    ["long over", cover("a", 0, 30), 45, 0],
  ])("%s", (_name, entry, now, days) => {
    expect(coverAhead(entry, at(now))).toBe(days * DAY_MS);
  });

  it("is nothing for a payment that bought no plan", () => {
    expect(coverAhead({ coversFrom: null, coversUntil: null }, at(0))).toBe(0);
  });
});

describe("convertCovers: an upgrade turns the unused stretches into the credited days", () => {
  it("lays one payment's credited days first, then the upgrade's own", () => {
    const { converted, ownFrom } = convertCovers([cover("pro", 0, 30)], at(1), 12 * DAY_MS);
    expect(converted).toEqual([cover("pro", 1, 13)]);
    expect(ownFrom).toEqual(at(13));
  });

  it("shares them in proportion to each payment's unused time, in the order paid, to the millisecond", () => {
    // 29 unused days of the first payment and 30 of its early renewal: 24 credited days in all.
    const { converted, ownFrom } = convertCovers([cover("renewal", 30, 60), cover("first", 0, 30)], at(1), 24 * DAY_MS);
    expect(converted.map((entry) => entry.id)).toEqual(["first", "renewal"]);
    const [first, renewal] = converted as [Cover, Cover];
    expect(length(first)).toBe(Math.floor((24 * DAY_MS * 29) / 59));
    expect(length(first) + length(renewal)).toBe(24 * DAY_MS);
    expect(first.coversFrom).toEqual(at(1));
    expect(renewal.coversFrom).toEqual(first.coversUntil);
    expect(renewal.coversUntil).toEqual(ownFrom);
  });

  it("leaves out stretches already used up, and converts nothing when nothing is credited", () => {
    const { converted, ownFrom } = convertCovers([cover("old", -40, -10), cover("pro", 0, 30)], at(29.99), 0);
    expect(converted).toEqual([{ id: "pro", coversFrom: at(29.99), coversUntil: at(29.99) }]);
    expect(ownFrom).toEqual(at(29.99));
  });

  it("keeps exact milliseconds over a year of stretches (no floating-point drift)", () => {
    const covers = Array.from({ length: 12 }, (_, month) => cover(`m${month}`, month * 30, (month + 1) * 30));
    const credited = 149 * DAY_MS + 12_345;
    const { converted } = convertCovers(covers, at(0.5), credited);
    expect(converted.reduce((sum, entry) => sum + length(entry), 0)).toBe(credited);
  });
});

describe("takeBack: a refund takes its stretch still ahead, and moves the later ones up", () => {
  const planEnd = at(60);
  it("takes a renewal's 30 days, leaving the first payment's", () => {
    const result = takeBack(cover("renewal", 30, 60), [], planEnd, at(10));
    expect(result.takenMs).toBe(30 * DAY_MS);
    expect(result.planEnd).toEqual(at(30));
    expect(result.refunded).toEqual(cover("renewal", 30, 30));
  });

  it("takes only the unused part of the first payment; the renewal keeps its 30 days, from now", () => {
    const result = takeBack(cover("first", 0, 30), [cover("renewal", 30, 60)], planEnd, at(10));
    expect(result.takenMs).toBe(20 * DAY_MS);
    expect(result.planEnd).toEqual(at(40));
    expect(result.refunded).toEqual(cover("first", 0, 10));
    expect(result.moved).toEqual([cover("renewal", 10, 40)]);
  });

  it("never takes more than the plan has beyond now, nor anything from a stretch used up", () => {
    // An end shortened since (by other refunds): only what is left of the plan goes.
    expect(takeBack(cover("a", 0, 30), [], at(20), at(10)).planEnd).toEqual(at(10));
    const used = takeBack(cover("a", 0, 30), [cover("b", 30, 60)], planEnd, at(30));
    expect(used.takenMs).toBe(0);
    expect(used.planEnd).toEqual(planEnd);
    expect(used.moved).toEqual([cover("b", 30, 60)]);
  });
});
