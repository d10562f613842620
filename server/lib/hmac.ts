import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA-256 in hex: payment signatures, webhook bodies, API key hashes. */
export function hmacHex(secret: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received) return false;
  const expected = Buffer.from(expectedHex, "utf8");
  const actual = Buffer.from(received, "utf8");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
