/** What a reply consumed: the upstream's own figures, or an estimate when none arrived. */
export interface Metered {
  tokensIn: number;
  tokensOut: number;
  /** Millionths of a US dollar; null when the upstream sent usage without a cost. */
  costMicroUsd: number | null;
  estimated: boolean;
}

/** About four characters a token for the languages people write here: a rough, stated estimate. */
const CHARS_PER_TOKEN = 4;

/**
 * For a reply that was stopped or cut off before the upstream's final usage
 * chunk: tokens from the text, and the cost from the model's price per
 * million tokens (in millionths of a dollar), rounded to a whole millionth.
 */
export function estimateUsage(
  promptChars: number,
  replyChars: number,
  prices: { inputPriceMicroUsd: number; outputPriceMicroUsd: number },
): Metered {
  const tokensIn = Math.ceil(promptChars / CHARS_PER_TOKEN);
  const tokensOut = Math.ceil(replyChars / CHARS_PER_TOKEN);
  const cost = (tokensIn * prices.inputPriceMicroUsd + tokensOut * prices.outputPriceMicroUsd) / 1_000_000;
  return { tokensIn, tokensOut, costMicroUsd: Math.round(cost), estimated: true };
}
