/** One day in milliseconds: plan periods, allowance days and session lifetimes all count in it. */
export const DAY_MS = 24 * 60 * 60 * 1000;
