import { describe, expect, it } from "vitest";
import { subscriptionLook } from "./subscription-badges";

describe("subscriptionLook: the state a person reads (docs/product/subscriptions.md, Screens)", () => {
  it("reads a subscription in force set to end at its cycle's end as cancelling", () => {
    expect(subscriptionLook({ status: "active", cancelAtCycleEnd: true })).toBe("cancelling");
    expect(subscriptionLook({ status: "authenticated", cancelAtCycleEnd: true })).toBe("cancelling");
  });

  it("keeps Razorpay's state otherwise, an ended or failing one included", () => {
    expect(subscriptionLook({ status: "active", cancelAtCycleEnd: false })).toBe("active");
    expect(subscriptionLook({ status: "pending", cancelAtCycleEnd: false })).toBe("pending");
    // Cancelled at once, or halted after failed retries: no longer "cancelling", whatever the flag says.
    expect(subscriptionLook({ status: "cancelled", cancelAtCycleEnd: true })).toBe("cancelled");
    expect(subscriptionLook({ status: "halted", cancelAtCycleEnd: true })).toBe("halted");
  });
});
