import { describe, expect, it } from "vitest";
import { PLANS } from "../../../../shared/plans";
import { PRICING_TEXT } from "./messages";
import { planAction } from "./plan-action";

describe("planAction: the purchase rules of SPEC §2 Pricing", () => {
  it("sends anonymous visitors to /login from every plan", () => {
    for (const plan of Object.values(PLANS)) expect(planAction(plan, false, "starter").kind).toBe("login");
  });

  it("disables the current plan, Starter always, and Professional for professional and enterprise users", () => {
    expect(planAction(PLANS.starter, true, "starter")).toMatchObject({ kind: "none", disabled: true });
    expect(planAction(PLANS.professional, true, "starter")).toMatchObject({ kind: "purchase", disabled: false });
    expect(planAction(PLANS.enterprise, true, "starter")).toMatchObject({ kind: "purchase", disabled: false });
    expect(planAction(PLANS.starter, true, "professional").disabled).toBe(true);
    expect(planAction(PLANS.professional, true, "professional")).toMatchObject({
      label: "Current Plan",
      disabled: true,
    });
    expect(planAction(PLANS.enterprise, true, "professional")).toMatchObject({ kind: "purchase", disabled: false });
    for (const plan of Object.values(PLANS)) expect(planAction(plan, true, "enterprise").disabled).toBe(true);
  });
});

it("words the success alert with the plan name", () => {
  expect(PRICING_TEXT.success("Professional")).toBe("Payment successful! You are now on the Professional plan.");
});
