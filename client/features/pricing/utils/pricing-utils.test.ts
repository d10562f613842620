import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOG_SEED } from "#shared/catalog";
import { PLANS } from "#shared/plans";
import type { Role } from "#shared/roles";
import { DAY_MS } from "#shared/time";
import { chatWithModelPath } from "../../../lib/paths";
import { speak } from "../test-i18n";
import { offerSummary } from "./offer-summary";
import { type PlanAction, planAction, planHint, type Translate } from "./plan-action";
import { showcaseModel } from "./showcase-model";

// Local time, so the dates in the sentences hold in any time zone the tests run in.
const NOW = new Date(2026, 10, 23, 10, 0);
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();

const viewer = (role: Role, planExpiresAt: string | null, planStatus: string | null = "active") => ({
  signedIn: true,
  role,
  planExpiresAt,
  planStatus,
});

// The cards' words, in English unless a test says otherwise.
let t: Translate = speak("en");
beforeEach(() => {
  t = speak("en");
});
// Files share a worker and its modules: leave the app's language as it was found.
afterAll(() => {
  speak("en");
});

/** What a card shows: its label, whether it can be clicked, and what paying would do. */
function shown(action: PlanAction) {
  if (action.kind === "purchase") return [action.label, action.offer.kind, action.offer.creditedDays];
  return [action.label, action.disabled];
}

describe("planAction: the plan cards follow planOffer, the server's rule (issue #14)", () => {
  it("sends anonymous visitors to /login from every plan", () => {
    for (const plan of Object.values(PLANS)) {
      expect(
        planAction(plan, { signedIn: false, role: "starter", planExpiresAt: null, planStatus: null }, NOW, t).kind,
      ).toBe("login");
    }
  });

  // role × end date → [Starter card, Professional card, Enterprise card]
  const table: [string, ReturnType<typeof viewer>, unknown[][]][] = [
    [
      "Starter",
      viewer("starter", null, "free"),
      [
        ["Current Plan", true],
        ["Upgrade to Professional", "buy", 0],
        ["Upgrade to Enterprise", "buy", 0],
      ],
    ],
    [
      "a lapsed Professional (status answers starter with the old end)",
      viewer("starter", inDays(-1), "expired"),
      [
        ["Current Plan", true],
        ["Upgrade to Professional", "buy", 0],
        ["Upgrade to Enterprise", "buy", 0],
      ],
    ],
    [
      "Professional bought a day ago (29 days left)",
      viewer("professional", inDays(29)),
      [
        ["Included in Professional", true],
        ["Extend by 30 days", "extend", 0],
        ["Upgrade to Enterprise", "upgrade", 12],
      ],
    ],
    [
      "Professional on its last day",
      viewer("professional", inDays(0.5)),
      [
        ["Included in Professional", true],
        ["Extend by 30 days", "extend", 0],
        ["Upgrade to Enterprise", "upgrade", 0],
      ],
    ],
    [
      "Professional set by an admin without an end",
      viewer("professional", null),
      [
        ["Included in Professional", true],
        ["Current Plan", true],
        ["Upgrade to Enterprise", "upgrade", 0],
      ],
    ],
    [
      "Enterprise with 10 days left",
      viewer("enterprise", inDays(10)),
      [
        ["Included in Enterprise", true],
        ["Included in Enterprise", true],
        ["Extend by 30 days", "extend", 0],
      ],
    ],
    [
      "Enterprise without an end",
      viewer("enterprise", null),
      [
        ["Included in Enterprise", true],
        ["Included in Enterprise", true],
        ["Current Plan", true],
      ],
    ],
    [
      "Professional before payment.status has answered",
      viewer("professional", null, null),
      [
        ["Included in Professional", true],
        ["Current Plan", true],
        ["Upgrade to Enterprise", "upgrade", 0],
      ],
    ],
  ];

  it.each(table)("%s", (_name, who, expected) => {
    expect(
      [PLANS.starter, PLANS.professional, PLANS.enterprise].map((plan) => shown(planAction(plan, who, NOW, t))),
    ).toEqual(expected);
  });

  it("gives the reason under a disabled paid plan, and none for the current plan while the status is unknown", () => {
    expect(planHint(planAction(PLANS.professional, viewer("enterprise", inDays(10)), NOW, t), t)).toBe(
      "You are on the Enterprise plan, which already includes Professional.",
    );
    expect(planHint(planAction(PLANS.professional, viewer("professional", null, null), NOW, t), t)).toBeNull();
    expect(planHint(planAction(PLANS.enterprise, viewer("enterprise", null), NOW, t), t)).toBe(
      "Your Enterprise plan has no end date, so there is nothing to extend.",
    );
  });
});

describe("offerSummary: what paying will do, said before paying", () => {
  const purchase = (action: PlanAction) => {
    if (action.kind !== "purchase") throw new Error(`expected a purchase, got ${action.label}`);
    return action.offer;
  };

  it("words an upgrade with the days credited from the plan it replaces", () => {
    const offer = purchase(planAction(PLANS.enterprise, viewer("professional", inDays(29)), NOW, t));
    expect(offerSummary(offer, t)).toBe(
      "₹599 today — your plan runs until 4 Jan 2027 including 12 days credited from Professional",
    );
  });

  it("words an extension from the current end date", () => {
    const offer = purchase(planAction(PLANS.professional, viewer("professional", inDays(51)), NOW, t));
    expect(offerSummary(offer, t)).toBe(
      "₹249 today — your plan runs until 12 Feb 2027 (30 days added to your current end date)",
    );
  });

  it("words the offer in Hindi too, plan names in English", () => {
    t = speak("hi");
    const action = planAction(PLANS.enterprise, viewer("professional", inDays(29)), NOW, t);
    expect(action.label).toBe("Enterprise पर अपग्रेड करें");
    expect(planHint(action, t)).toBe("Professional का बचा हुआ समय 12 दिन और जोड़ देगा।");
    expect(offerSummary(purchase(action), t)).toMatch(
      /^आज ₹599 — आपका प्लान .+ तक चलेगा, जिसमें Professional के बदले मिले 12 दिन शामिल हैं$/,
    );
    expect(planAction(PLANS.professional, viewer("professional", inDays(51)), NOW, t).label).toBe("30 दिन बढ़ाएँ");
  });

  it("words a first purchase as 30 days from today", () => {
    const offer = purchase(planAction(PLANS.professional, viewer("starter", null, "free"), NOW, t));
    expect(offerSummary(offer, t)).toBe("₹249 today — your plan runs until 23 Dec 2026");
  });
});

describe("the success screen's model", () => {
  it("shows off the strongest model of the new plan's own tier", () => {
    expect(showcaseModel(CATALOG_SEED, "professional")?.name).toBe("Kimi Dev 72B");
    expect(showcaseModel(CATALOG_SEED, "enterprise")?.name).toBe("Qwen3 235B A22B");
    expect(showcaseModel(CATALOG_SEED, "starter")).toBeNull();
    expect(showcaseModel(undefined, "professional")).toBeNull();
  });

  it("links to the chat with that model", () => {
    expect(chatWithModelPath("moonshotai/kimi-dev-72b:free")).toBe("/chat?model=moonshotai%2Fkimi-dev-72b%3Afree");
  });

  it("names the plan and the model", () => {
    expect(t("pricing.success.titleWithModel", { plan: "Professional", model: "Kimi Dev 72B" })).toBe(
      "You're on Professional — try Kimi Dev 72B",
    );
  });
});
