import { FILE_URL_SECONDS } from "../../../shared/files";
import { hmacHex, signatureMatches } from "../../lib/hmac";

/**
 * Signed, short-lived addresses of a file's bytes (docs/product/files.md#who-may-see-a-file): an `<img src>`
 * cannot send the bearer token, so the address carries the proof. The signature covers the file, its owner
 * and the expiry; the app serves the bytes itself for both storage backends (docs/decisions.md).
 */
export function createFileUrls(key: string, now: () => Date) {
  const sign = (id: string, userId: string, expires: number) => hmacHex(key, `file:${id}:${userId}:${expires}`);
  return {
    /** The address of `id`'s bytes for its owner, good for FILE_URL_SECONDS. */
    url(id: string, userId: string): string {
      const expires = Math.floor(now().getTime() / 1000) + FILE_URL_SECONDS;
      return `/api/files/${id}/content?expires=${expires}&signature=${sign(id, userId, expires)}`;
    },
    /** Whether an address's expiry and signature are good for this file of this owner. */
    valid(id: string, userId: string, expires: string | undefined, signature: string | undefined): boolean {
      if (!expires || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 <= now().getTime()) return false;
      return signatureMatches(sign(id, userId, at), signature);
    },
  };
}

export type FileUrls = ReturnType<typeof createFileUrls>;
