import { describe, expect, it } from "vitest";
import { dayOf } from "../../../lib/format-date";
import { changesOf } from "./audit";
import { formatDate, formatDateTime, truncateId } from "./format";
import { splitCapabilities } from "./model-form";
import { toPaymentFilter } from "./payment-status";
import { roleLabel, toRoleFilter } from "./roles";

describe("splitCapabilities (SPEC §4: split on commas and trimmed)", () => {
  it("splits, trims and drops empty pieces", () => {
    expect(splitCapabilities(" Reasoning , Coding,, Math ")).toEqual(["Reasoning", "Coding", "Math"]);
    expect(splitCapabilities("")).toEqual([]);
    expect(splitCapabilities(" , ")).toEqual([]);
  });
});

describe("payment status filter (SPEC §2)", () => {
  it("reads only the filter values the screen offers", () => {
    expect(toPaymentFilter("failed")).toBe("failed");
    expect(toPaymentFilter("created")).toBe("");
    expect(toPaymentFilter(null)).toBe("");
  });
});

describe("formatting", () => {
  it("truncates the payment ID to 10 characters and an ellipsis (SPEC §9)", () => {
    expect(truncateId("pay_ABCDEFGHIJKLMNOP")).toBe("pay_ABCDEF...");
    expect(truncateId("pay_short")).toBe("pay_short");
    expect(truncateId(null)).toBe("N/A");
  });

  it("falls back for missing or broken dates", () => {
    expect(formatDate(null, "N/A")).toBe("N/A");
    expect(formatDate("not a date", "N/A")).toBe("N/A");
    expect(formatDateTime(undefined, "Never")).toBe("Never");
    expect(formatDate("2026-01-05T10:00:00.000Z", "N/A")).not.toBe("N/A");
  });

  it("reads a stats day as a local calendar day", () => {
    const day = dayOf("2026-03-09");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 9]);
  });

  it("labels roles and reads the role filter", () => {
    expect(roleLabel("enterprise")).toBe("Enterprise");
    expect(toRoleFilter("professional")).toBe("professional");
    expect(toRoleFilter("admin")).toBe("");
  });
});

describe("changesOf: the fields an audit entry changed", () => {
  it("lists only the fields an update changed", () => {
    expect(
      changesOf({ name: "A", role: "starter", tags: ["x"] }, { name: "B", role: "starter", tags: ["x", "y"] }),
    ).toEqual([
      { field: "name", before: "A", after: "B" },
      { field: "tags", before: "x", after: "x, y" },
    ]);
  });

  it("lists every field of a creation or a deletion", () => {
    expect(changesOf(null, { name: "M", tier: "starter" })).toEqual([
      { field: "name", after: "M" },
      { field: "tier", after: "starter" },
    ]);
    expect(changesOf({ name: "M" }, null)).toEqual([{ field: "name", before: "M" }]);
  });

  it("has nothing to list when nothing was recorded", () => {
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(undefined, undefined)).toEqual([]);
  });
});
