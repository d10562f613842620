/** Amounts are stored in paise; shown as rupees with 2 decimals (SPEC §9). */
export function formatRupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`;
}

/** Whole-rupee price for plan cards (₹249). */
export function formatPlanPrice(paise: number): string {
  return `₹${Math.round(paise / 100)}`;
}
