import { describe, expect, it } from "vitest";
import { creditedDays, type PaidPlan, planOffer } from "../../../shared/billing";
import { PLANS } from "../../../shared/plans";
import type { Role } from "../../../shared/roles";
import { DAY_MS } from "../../../shared/time";

const NOW = new Date("2026-12-05T10:00:00.000Z");
const days = (n: number) => n * DAY_MS;
const at = (offsetDays: number) => new Date(NOW.getTime() + days(offsetDays));

describe("creditedDays: unused time at the two plans' daily prices, whole days rounded down", () => {
  it("gives the issue's example: 29 unused days of Professional are 12 days of Enterprise", () => {
    expect(creditedDays("professional", "enterprise", days(29))).toBe(12);
  });

  // Every day of a Professional period: (30 - d) days of ₹249 bought at ₹599 a period.
  const table = Array.from({ length: 31 }, (_, used) => {
    const unused = 30 - used;
    return [used, unused, Math.floor((unused * 24900) / 59900)] as const;
  });
  it.each(table)("after %i days used (%i unused), credits %i days of Enterprise", (_used, unused, expected) => {
    expect(creditedDays("professional", "enterprise", days(unused))).toBe(expected);
  });

  it("counts the part of a day left, and never credits time that was not paid for", () => {
    // 29.9 days of Professional are worth 12.43 days of Enterprise.
    expect(creditedDays("professional", "enterprise", days(29.9))).toBe(12);
    // 2.41 days are worth just over one day; 2.40 just under.
    expect(creditedDays("professional", "enterprise", days(2.41))).toBe(1);
    expect(creditedDays("professional", "enterprise", days(2.4))).toBe(0);
    expect(creditedDays("professional", "enterprise", 0)).toBe(0);
    expect(creditedDays("professional", "enterprise", -days(3))).toBe(0);
    expect(creditedDays("starter", "enterprise", days(30))).toBe(0);
  });
});

describe("planOffer: what buying a plan now does, for every path", () => {
  const cases: Array<{
    name: string;
    role: Role;
    end: Date | null;
    plan: PaidPlan;
    kind: string;
    credit?: number;
    endsAt?: Date;
  }> = [
    {
      name: "Starter buys Professional",
      role: "starter",
      end: null,
      plan: "professional",
      kind: "buy",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "Starter buys Enterprise",
      role: "starter",
      end: null,
      plan: "enterprise",
      kind: "buy",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "Professional on day 1 upgrades",
      role: "professional",
      end: at(29),
      plan: "enterprise",
      kind: "upgrade",
      credit: 12,
      endsAt: at(42),
    },
    {
      name: "Professional on its last day upgrades",
      role: "professional",
      end: at(1),
      plan: "enterprise",
      kind: "upgrade",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "Professional renews early",
      role: "professional",
      end: at(2),
      plan: "professional",
      kind: "extend",
      credit: 0,
      endsAt: at(32),
    },
    {
      name: "Enterprise renews early",
      role: "enterprise",
      end: at(20),
      plan: "enterprise",
      kind: "extend",
      credit: 0,
      endsAt: at(50),
    },
    {
      name: "a lapsed Professional buys again (30 days from now, nothing to extend)",
      role: "professional",
      end: at(-3),
      plan: "professional",
      kind: "buy",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "a lapsed Professional buys Enterprise (nothing to credit)",
      role: "professional",
      end: at(-1),
      plan: "enterprise",
      kind: "buy",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "an admin-given Professional without an end upgrades (nothing paid, nothing credited)",
      role: "professional",
      end: null,
      plan: "enterprise",
      kind: "upgrade",
      credit: 0,
      endsAt: at(30),
    },
    {
      name: "Enterprise cannot buy Professional",
      role: "enterprise",
      end: at(10),
      plan: "professional",
      kind: "unavailable",
    },
    {
      name: "an endless Enterprise cannot be extended",
      role: "enterprise",
      end: null,
      plan: "enterprise",
      kind: "unavailable",
    },
  ];

  it.each(cases)("$name", ({ role, end, plan, kind, credit, endsAt }) => {
    const offer = planOffer({ role, planExpiresAt: end }, plan, NOW);
    expect(offer.kind).toBe(kind);
    if (offer.kind === "unavailable") {
      expect(offer.reason).toMatch(PLANS[plan].name);
      return;
    }
    expect(offer.creditedDays).toBe(credit);
    expect(offer.endsAt).toEqual(endsAt);
    // An extension starts where the plan in force ends; anything else starts now.
    expect(offer.startsAt).toEqual(kind === "extend" ? end : NOW);
  });
});
