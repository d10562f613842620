import { describe, expect, it } from "vitest";
import { createTokenBuckets } from "./token-buckets";

describe("token buckets", () => {
  it("allows a burst, then the rate, and says how long to wait", () => {
    const buckets = createTokenBuckets({ perSecond: 2, burst: 4 });
    const at = 1_000_000;
    expect([0, 1, 2, 3].map(() => buckets.take("a", at))).toEqual([0, 0, 0, 0]);
    expect(buckets.take("a", at)).toBe(1);
    // Half a second gives one token back; another client never had to wait.
    expect(buckets.take("a", at + 500)).toBe(0);
    expect(buckets.take("a", at + 500)).toBe(1);
    expect(buckets.take("b", at + 500)).toBe(0);
    // A long pause fills the bucket to its burst, no more.
    expect([0, 1, 2, 3, 4].map(() => buckets.take("a", at + 60_000))).toEqual([0, 0, 0, 0, 1]);
  });

  it("keeps at most maxKeys buckets, forgetting idle ones first", () => {
    const buckets = createTokenBuckets({ perSecond: 1, burst: 2, maxKeys: 3 });
    buckets.take("old", 0);
    buckets.take("busy", 1_500);
    buckets.take("busy", 1_500);
    buckets.take("new", 1_900);
    // "old" refilled (2 s idle): forgotten for "later"; "busy" keeps its empty bucket.
    buckets.take("later", 2_000);
    expect(buckets.size).toBe(3);
    expect(buckets.take("busy", 2_000)).toBe(1);
  });
});
