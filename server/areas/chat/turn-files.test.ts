import { describe, expect, it } from "vitest";
import { attachmentCredits } from "../../../shared/files";
import { attachmentBudget, contextTokens } from "./turn-files";

describe("a turn's attachment budget", () => {
  it("reads catalogue contexts and keeps to half the window, at most 12,000 tokens", () => {
    expect(contextTokens("8K")).toBe(8_000);
    expect(contextTokens("128k")).toBe(128_000);
    expect(contextTokens("1.5M")).toBe(1_500_000);
    expect(contextTokens("about a page")).toBeNull();
    expect(attachmentBudget({ context: "8K" })).toBe(4_000);
    expect(attachmentBudget({ context: "32K" })).toBe(12_000);
    expect(attachmentBudget({ context: undefined })).toBe(12_000);
  });
});

describe("the credits rule (docs/product/files.md#credits)", () => {
  it("charges 1 per image and 1 per started 10 pages or 5,000 tokens of a document, at least 1 each", () => {
    const image = { kind: "image", pages: null, tokens: 1_000 } as const;
    const pdf = (pages: number) => ({ kind: "document", pages, tokens: 50 }) as const;
    const text = (tokens: number) => ({ kind: "document", pages: null, tokens }) as const;
    expect(attachmentCredits([])).toBe(0);
    expect(attachmentCredits([image, image])).toBe(2);
    expect(attachmentCredits([pdf(1), pdf(10), pdf(11), pdf(100)])).toBe(1 + 1 + 2 + 10);
    expect(attachmentCredits([text(0), text(5_000), text(5_001)])).toBe(1 + 1 + 2);
  });
});
