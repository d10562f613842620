import { isGstStateCode } from "./gst-states";

/**
 * A GSTIN (GST identification number): 15 characters, a state code, the holder's PAN, an entity number, "Z"
 * and a check character (docs/product/workspaces.md#gstin). The check is the GSTN's base-36 weighted sum:
 * each of the first 14 characters' value (0-9, A-Z = 10-35) times 1 or 2 alternately, its base-36 digits
 * added, and the check character makes the total a multiple of 36.
 */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] ?? "0";
}

export type GstinProblem = "shape" | "state" | "checksum";

/** Why a GSTIN (already trimmed and upper-cased) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) return "shape";
  if (!isGstStateCode(shape[1] ?? "")) return "state";
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : "checksum";
}

/** The state a valid GSTIN is registered in: its first two digits. */
export const gstinState = (gstin: string) => gstin.slice(0, 2);
