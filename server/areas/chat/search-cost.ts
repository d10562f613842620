import type { UpstreamPlugin } from "../../lib/ai-provider";

/**
 * OpenRouter's published price of its web plugin: US$4 per 1,000 results, `max_results` 5 unless the
 * request says otherwise, so at most US$0.02 a search (docs/product/search.md#cost, docs/decisions.md).
 * The upstream's `usage.cost` includes the search but does not say its part: this is that part's estimate.
 */
export const WEB_RESULT_MICRO_USD = 4_000;
export const WEB_RESULTS_DEFAULT = 5;
const WEB_RESULTS_MAX = 100;

/** The results a request's web plugin may bring: its `max_results` when it sets a sane one, else the default. */
function maxResults(plugins: UpstreamPlugin[] | undefined): number {
  const web = plugins?.find((plugin) => plugin.id === "web");
  const asked = web?.max_results;
  return typeof asked === "number" && Number.isInteger(asked) && asked >= 1
    ? Math.min(asked, WEB_RESULTS_MAX)
    : WEB_RESULTS_DEFAULT;
}

/**
 * The search's share of a searched turn's cost, in millionths of a dollar: the published price for the
 * results it may bring, never more than the whole cost the upstream reported (which includes it).
 */
export function searchCostMicroUsd(plugins: UpstreamPlugin[] | undefined, costMicroUsd: number | null): number {
  const estimate = maxResults(plugins) * WEB_RESULT_MICRO_USD;
  return costMicroUsd === null ? estimate : Math.min(estimate, costMicroUsd);
}
