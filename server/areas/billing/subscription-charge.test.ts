import { describe, expect, it } from "vitest";
import { addBillingPeriod } from "../../lib/payment-gateway";
import { isOlder, replaceReason } from "./subscription-charge";

const remote = (paid_count: number) => ({ id: "sub_x", status: "active", paid_count });

describe("isOlder: out-of-order subscription events never move a state backwards", () => {
  it("compares the cycles charged first", () => {
    expect(isOlder({ paidCount: 3, status: "active" }, remote(2), "active")).toBe(true);
    expect(isOlder({ paidCount: 3, status: "pending" }, remote(4), "active")).toBe(false);
    expect(isOlder({ paidCount: 3, status: "halted" }, remote(2), "pending")).toBe(true);
  });

  it("orders the states of one cycle: active, then pending, then halted", () => {
    expect(isOlder({ paidCount: 3, status: "pending" }, remote(3), "active")).toBe(true);
    expect(isOlder({ paidCount: 3, status: "halted" }, remote(3), "pending")).toBe(true);
    expect(isOlder({ paidCount: 3, status: "active" }, remote(3), "pending")).toBe(false);
    expect(isOlder({ paidCount: 3, status: "pending" }, remote(3), "pending")).toBe(false);
    expect(isOlder({ paidCount: 3, status: "pending" }, remote(3), "halted")).toBe(false);
  });

  it("treats cancelled and completed as final", () => {
    expect(isOlder({ paidCount: 3, status: "cancelled" }, remote(4), "active")).toBe(true);
    expect(isOlder({ paidCount: 3, status: "completed" }, remote(3), "halted")).toBe(true);
  });
});

describe("replaceReason", () => {
  it("names an upgrade, a switch of period and a resume", () => {
    expect(replaceReason({ plan: "professional", period: "monthly" }, { plan: "enterprise", period: "monthly" })).toBe(
      "upgrade",
    );
    expect(replaceReason({ plan: "professional", period: "monthly" }, { plan: "professional", period: "yearly" })).toBe(
      "switch",
    );
    expect(replaceReason({ plan: "enterprise", period: "yearly" }, { plan: "enterprise", period: "yearly" })).toBe(
      "resume",
    );
  });
});

describe("addBillingPeriod: Razorpay's calendar cycles", () => {
  const at = (iso: string) => new Date(iso);
  it("keeps the day of the month, or the month's last day when it has none", () => {
    expect(addBillingPeriod(at("2026-11-29T06:00:00.000Z"), "monthly")).toEqual(at("2026-12-29T06:00:00.000Z"));
    expect(addBillingPeriod(at("2026-12-15T10:30:00.000Z"), "monthly")).toEqual(at("2027-01-15T10:30:00.000Z"));
    expect(addBillingPeriod(at("2027-01-31T12:00:00.000Z"), "monthly")).toEqual(at("2027-02-28T12:00:00.000Z"));
    expect(addBillingPeriod(at("2028-01-31T12:00:00.000Z"), "monthly")).toEqual(at("2028-02-29T12:00:00.000Z"));
  });

  it("adds a calendar year, 29 February becoming 28 February", () => {
    expect(addBillingPeriod(at("2026-11-29T06:00:00.000Z"), "yearly")).toEqual(at("2027-11-29T06:00:00.000Z"));
    expect(addBillingPeriod(at("2028-02-29T06:00:00.000Z"), "yearly")).toEqual(at("2029-02-28T06:00:00.000Z"));
  });
});
