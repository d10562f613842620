import { describe, expect, it } from "vitest";
import { changesOf } from "./audit";
import { formatInboxTotal } from "./format";
import { splitCapabilities } from "./model-form";
import { toPaymentFilter } from "./payment-status";
import { roleLabel, toRoleFilter } from "./roles";

describe("splitCapabilities (docs/product/data.md#states-and-transitions: split on commas and trimmed)", () => {
  it("splits, trims and drops empty pieces", () => {
    expect(splitCapabilities(" Reasoning , Coding,, Math ")).toEqual(["Reasoning", "Coding", "Math"]);
    expect(splitCapabilities("")).toEqual([]);
    expect(splitCapabilities(" , ")).toEqual([]);
  });
});

describe("payment status filter (docs/product/screens.md)", () => {
  it("reads only the filter values the screen offers", () => {
    expect(toPaymentFilter("failed")).toBe("failed");
    expect(toPaymentFilter("created")).toBe("");
    expect(toPaymentFilter(null)).toBe("");
  });
});

describe("formatting", () => {
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

describe("formatInboxTotal", () => {
  it("counts one entry in the singular, none or several in the plural", () => {
    expect(formatInboxTotal(1, ["message", "messages"])).toBe("1 message, newest first");
    expect(formatInboxTotal(0, ["message", "messages"])).toBe("0 messages, newest first");
    expect(formatInboxTotal(1234, ["entry", "entries"])).toBe("1,234 entries, newest first");
  });
});
