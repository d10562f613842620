export interface Citation {
  url: string;
  title: string;
  snippet: string;
  start: number | null;
  end: number | null;
}
export const WEB_SEARCH_CREDITS = 2; // added to a searched turn's credits
export const WEB_SEARCH_PLANS = ["professional", "enterprise"] as const;
