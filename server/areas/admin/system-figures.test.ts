import { describe, expect, it } from "vitest";
import { createMinuteFigures, quantileMs, TTFT_BUCKETS_MS } from "./system-figures";

const empty = () => new Array(TTFT_BUCKETS_MS.length + 1).fill(0);

describe("quantileMs", () => {
  it("interpolates inside the bucket that holds the rank, and is null with no answer", () => {
    expect(quantileMs(empty(), 0.5)).toBeNull();
    const buckets = empty();
    buckets[0] = 10; // ≤ 50 ms
    buckets[1] = 10; // 50–100 ms
    expect(quantileMs(buckets, 0.5)).toBe(50);
    expect(quantileMs(buckets, 0.75)).toBe(75);
    expect(quantileMs(buckets, 0.25)).toBe(25);
  });

  it("answers the slowest bucket with its lower bound", () => {
    const buckets = empty();
    buckets[TTFT_BUCKETS_MS.length] = 1;
    expect(quantileMs(buckets, 0.95)).toBe(TTFT_BUCKETS_MS.at(-1));
  });
});

describe("createMinuteFigures", () => {
  it("counts per model and minute, hands changed cells once, and forgets finished minutes", () => {
    let now = Date.UTC(2026, 10, 29, 12, 0, 30);
    const figures = createMinuteFigures(() => now);
    figures.meter.firstToken("a", 0.07);
    figures.meter.upstreamFailed("a", "timeout");
    figures.meter.fellBack("a", "b");
    const [cell, ...rest] = figures.take();
    expect(rest).toEqual([]);
    expect(cell).toMatchObject({ model: "a", answered: 1, failures: 1, reasons: { timeout: 1 }, fallbacks: { b: 1 } });
    expect(cell?.ttftBuckets[1]).toBe(1);
    expect(cell?.minute.toISOString()).toBe("2026-11-29T12:00:00.000Z");
    expect(figures.take()).toEqual([]);

    // The same minute goes on counting from where it was.
    figures.meter.upstreamFailed("a", "timeout");
    expect(figures.take()[0]).toMatchObject({ answered: 1, failures: 2, reasons: { timeout: 2 } });

    // A new minute starts from zero.
    now += 60_000;
    figures.meter.upstreamFailed("a", "rate_limited");
    expect(figures.take()[0]).toMatchObject({ failures: 1, reasons: { rate_limited: 1 } });
  });

  it("takes back a failed write's cells for the next flush", () => {
    const figures = createMinuteFigures(() => Date.UTC(2026, 10, 29, 12, 0, 0));
    figures.meter.upstreamFailed("a", "unavailable");
    const cells = figures.take();
    figures.giveBack(cells);
    figures.meter.upstreamFailed("a", "unavailable");
    expect(figures.take()).toMatchObject([{ model: "a", failures: 2 }]);
  });
});
