import { describe, expect, it } from "vitest";
import { changesOf } from "./audit";
import { listTotal, type Translate } from "./format";
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

describe("listTotal: the count under a list's title", () => {
  // The key it chose and the values it gave, instead of the catalogue's text.
  const t = ((id: string, values?: object) => `${id} ${JSON.stringify(values)}`) as unknown as Translate;

  it("counts all of them, or those matching while searched or filtered", () => {
    expect(listTotal(t, 1234)).toBe('admin.list.inTotal {"count":"1,234"}');
    expect(listTotal(t, 12, { filtered: true })).toBe('admin.list.matching {"count":"12"}');
  });

  it("says newest first when the list is in the server's order", () => {
    expect(listTotal(t, 3, { newestFirst: true })).toBe('admin.list.inTotalNewest {"count":"3"}');
    expect(listTotal(t, 3, { filtered: true, newestFirst: true })).toBe('admin.list.matchingNewest {"count":"3"}');
  });
});
