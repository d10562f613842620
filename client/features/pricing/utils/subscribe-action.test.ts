import { afterAll, describe, expect, it } from "vitest";
import { PLANS } from "#shared/plans";
import { DAY_MS } from "#shared/time";
import { speak } from "../test-i18n";
import { type MySubscription, subscribeAction } from "./subscribe-action";

const NOW = new Date(2026, 10, 23, 10, 0);
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
const t = speak("en");
afterAll(() => {
  speak("en");
});

const signedIn = (role: "starter" | "professional" | "enterprise", planExpiresAt: string | null = null) => ({
  signedIn: true,
  role,
  planExpiresAt,
  planStatus: role === "starter" ? "free" : "active",
});

function subscription(overrides: Partial<MySubscription>): MySubscription {
  return {
    id: "s1",
    plan: "professional",
    period: "monthly",
    amount: 24900,
    currency: "INR",
    status: "active",
    cancelAtCycleEnd: false,
    currentStart: inDays(-10),
    currentEnd: inDays(20),
    nextChargeAt: inDays(20),
    graceUntil: null,
    method: "upi",
    shortUrl: null,
    failureReason: null,
    charges: [],
    ...overrides,
  };
}

/** What a card's subscribe button shows: its label, whether it can be pressed, the line under it. */
const shown = (action: ReturnType<typeof subscribeAction>) => action && [action.label, action.disabled, action.hint];

describe("subscribeAction: the cards' Subscribe buttons (docs/product/subscriptions.md, Screens)", () => {
  it("offers none on Starter, and sends visitors to log in", () => {
    const visitor = { signedIn: false, role: "starter" as const, planExpiresAt: null, planStatus: null };
    expect(subscribeAction(PLANS.starter, "monthly", visitor, null, NOW, t)).toBeNull();
    expect(subscribeAction(PLANS.professional, "yearly", visitor, null, NOW, t)?.kind).toBe("login");
  });

  it("subscribes a Starter to either plan, monthly or yearly", () => {
    const action = subscribeAction(PLANS.enterprise, "yearly", signedIn("starter"), null, NOW, t);
    expect(action).toMatchObject({ kind: "subscribe", plan: "enterprise", period: "yearly" });
    expect(shown(action)).toEqual(["Subscribe (renews automatically)", false, null]);
  });

  it("reads the subscription in force as such, switches its period, and upgrades it with the credit said", () => {
    const mine = subscription({});
    const viewer = signedIn("professional", inDays(20));
    expect(shown(subscribeAction(PLANS.professional, "monthly", viewer, mine, NOW, t))).toEqual([
      "Your subscription",
      true,
      null,
    ]);
    expect(shown(subscribeAction(PLANS.professional, "yearly", viewer, mine, NOW, t))).toEqual([
      "Switch to yearly",
      false,
      "Your Professional subscription is cancelled and its unused days credited.",
    ]);
    expect(shown(subscribeAction(PLANS.enterprise, "monthly", viewer, mine, NOW, t))).toEqual([
      "Subscribe (renews automatically)",
      false,
      "Your Professional subscription is cancelled and its unused days credited.",
    ]);
  });

  it("leaves a lower plan included in the one in force, subscribed or paid once", () => {
    const enterprise = subscription({ plan: "enterprise", amount: 59900 });
    const viewer = signedIn("enterprise", inDays(20));
    expect(shown(subscribeAction(PLANS.professional, "monthly", viewer, enterprise, NOW, t))).toEqual([
      "Included in Enterprise",
      true,
      null,
    ]);
    expect(subscribeAction(PLANS.professional, "monthly", viewer, null, NOW, t)?.disabled).toBe(true);
  });

  it("resumes a cancelling subscription from its own card, and ignores one that has ended", () => {
    const viewer = signedIn("professional", inDays(20));
    const cancelling = subscription({ cancelAtCycleEnd: true, nextChargeAt: null });
    expect(shown(subscribeAction(PLANS.professional, "monthly", viewer, cancelling, NOW, t))).toEqual([
      "Resume auto-renewal",
      false,
      null,
    ]);
    expect(subscribeAction(PLANS.professional, "yearly", viewer, cancelling, NOW, t)?.kind).toBe("subscribe");
    const halted = subscription({ status: "halted" });
    expect(subscribeAction(PLANS.professional, "monthly", signedIn("starter"), halted, NOW, t)?.kind).toBe("subscribe");
  });

  it("words the buttons in Hindi", () => {
    const hindi = speak("hi");
    const action = subscribeAction(PLANS.professional, "yearly", signedIn("starter"), null, NOW, hindi);
    expect(action?.label).toBe("सब्सक्राइब करें (अपने-आप रिन्यू)");
    speak("en");
  });
});
