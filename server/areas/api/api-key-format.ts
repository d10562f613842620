import { randomBytes } from "node:crypto";
import { hmacHex } from "../../lib/hmac";

const MARK = "ngk_";
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// 62^43 > 2^256, so 43 digits hold any 32 bytes; padding gives every key the same length.
const DIGITS = 43;
/** What lists show: the mark and 6 characters, enough to tell keys apart, far too few to guess the rest. */
const PREFIX_LENGTH = MARK.length + 6;
const SHAPE = new RegExp(`^${MARK}[0-9A-Za-z]{${DIGITS}}$`);

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString("hex")}`);
  let digits = "";
  while (value > 0n) {
    digits = ALPHABET[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return digits.padStart(DIGITS, "0");
}

/** A new key: `ngk_` and 32 random bytes in base62 (only shown once). */
export function generateApiKey(): string {
  return MARK + base62(randomBytes(32));
}

/** Anything else cannot be a key of ours: refused before any lookup. */
export function looksLikeApiKey(key: string): boolean {
  return SHAPE.test(key);
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

/** Keys are stored and looked up only by this, so a leaked table gives no usable key. */
export function hashApiKey(secret: string, key: string): string {
  return hmacHex(secret, key);
}
