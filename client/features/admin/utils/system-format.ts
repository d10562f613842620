import { numberFormat } from "../../../lib/i18n/per-locale";

const percent = numberFormat({ style: "percent", maximumFractionDigits: 1 });
const milliseconds = numberFormat({ style: "unit", unit: "millisecond", unitDisplay: "short" });
const seconds = numberFormat({ style: "unit", unit: "second", unitDisplay: "short", maximumFractionDigits: 1 });

/** A share as the reader's percentage: 12.5%. */
export function formatShare(share: number): string {
  return percent().format(share);
}

/** A time to first token: 640 ms below a second, 2.4 s above; a dash without one. */
export function formatMs(ms: number | null): string {
  if (ms === null) return "–";
  return ms < 1000 ? milliseconds().format(ms) : seconds().format(ms / 1000);
}

/** The catalogue key of an upstream failure's reason (server/lib/ai-provider.ts UpstreamFailure, and "empty"). */
const REASON_KEY: Record<string, string> = {
  rate_limited: "admin.system.reasonRateLimited",
  timeout: "admin.system.reasonTimeout",
  unavailable: "admin.system.reasonUnavailable",
  bad_response: "admin.system.reasonBadResponse",
  empty: "admin.system.reasonEmpty",
};

/** A reason we have no words for yet is shown as the server names it. */
export const reasonKey = (reason: string): string => REASON_KEY[reason] ?? "admin.system.reasonOther";
