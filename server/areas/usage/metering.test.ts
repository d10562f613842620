import { describe, expect, it } from "vitest";
import { estimateUsage } from "./metering";

describe("estimated usage", () => {
  it("counts about four characters a token and prices them per million, in whole millionths of a dollar", () => {
    // $0.50 and $1.50 per million tokens.
    const estimate = estimateUsage(4_000, 2_001, { inputPriceMicroUsd: 500_000, outputPriceMicroUsd: 1_500_000 });
    expect(estimate).toEqual({ tokensIn: 1_000, tokensOut: 501, costMicroUsd: 1_252, estimated: true });
    expect(estimateUsage(10, 0, { inputPriceMicroUsd: 0, outputPriceMicroUsd: 0 }).costMicroUsd).toBe(0);
  });
});
