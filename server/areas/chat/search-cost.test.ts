import { describe, expect, it } from "vitest";
import { collectEvents } from "../../lib/completion-payload";
import { searchCostMicroUsd, WEB_RESULT_MICRO_USD, WEB_RESULTS_DEFAULT } from "./search-cost";

describe("a search's share of a turn's cost (docs/product/search.md#cost)", () => {
  it("is the published price of the results the request allows, capped at the whole reported cost", () => {
    expect(searchCostMicroUsd([{ id: "web" }], null)).toBe(WEB_RESULTS_DEFAULT * WEB_RESULT_MICRO_USD);
    expect(searchCostMicroUsd([{ id: "web", max_results: 2 }], 1_000_000)).toBe(8_000);
    expect(searchCostMicroUsd([{ id: "web" }], 1_230)).toBe(1_230);
    // An `:online` model carries no plugin: the default number of results.
    expect(searchCostMicroUsd(undefined, null)).toBe(20_000);
    expect(searchCostMicroUsd([{ id: "web", max_results: -3 }], null)).toBe(20_000);
  });
});

describe("annotations in the upstream's payloads", () => {
  it("are read from a delta and from a final message, and nowhere else", () => {
    const state = { generationId: "x" };
    const events: Parameters<typeof collectEvents>[2] = [];
    const cited = [{ type: "url_citation", url_citation: { url: "https://a.example" } }];
    collectEvents({ choices: [{ delta: { content: "Hi", annotations: cited } }] }, state, events);
    collectEvents({ choices: [{ delta: {}, message: { annotations: cited } }] }, state, events);
    collectEvents({ choices: [{ delta: { annotations: "not a list" } }] }, state, events);
    collectEvents({ choices: [{ delta: { annotations: [] } }] }, state, events);
    expect(events).toEqual([
      { type: "delta", content: "Hi" },
      { type: "annotations", annotations: cited },
      { type: "annotations", annotations: cited },
    ]);
  });
});
