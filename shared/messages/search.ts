/**
 * The server's texts about answers from the web (issue #31, docs/product/search.md), in English, by the
 * stable key the API answers with (shared/server-messages.ts). REST refusals carry the key as `code`.
 */
export const SEARCH_TEXTS = {
  "chat.webSearchPlan": "Web search comes with Professional and Enterprise.",
  "chat.webSearchModel": "{model} cannot search the web. Choose another model, or ask without searching.",
  "chat.webSearchDailyLimit":
    "The {plan} plan allows {limit} web searches a day. You can search again after 00:00 IST{upgrade, select, yes {, or upgrade for more} other {}}.",
  "field.searchesPerDay": "Searches a day",
  "api.webSearchPlan":
    "Web search through the API (the web plugin or an :online model) comes with the Enterprise plan.",
} as const;
