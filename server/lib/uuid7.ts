import { randomBytes } from "node:crypto";

const UUID7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits; the database's own ids have this form. */
export function uuidv7(at = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(at, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When a UUIDv7 was minted (Unix milliseconds); null for any other id. */
export function uuidv7Time(id: string): number | null {
  return UUID7.test(id) ? Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16) : null;
}
