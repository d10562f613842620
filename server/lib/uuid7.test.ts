import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { uuidv7, uuidv7Time } from "./uuid7";

describe("uuidv7", () => {
  it("carries the time it was minted, and is a version 7, variant 1 UUID", () => {
    const at = Date.UTC(2026, 10, 23, 23, 40, 12, 345);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidv7Time(id)).toBe(at);
    expect(uuidv7(at)).not.toBe(id);
  });

  it("has no time for other ids", () => {
    expect(uuidv7Time(randomUUID())).toBeNull();
    expect(uuidv7Time("not-an-id")).toBeNull();
  });
});
