/** Seconds as m:ss, e.g. 300 → "5:00", 59 → "0:59" (docs/product/data.md#states-and-transitions resend countdown). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}
