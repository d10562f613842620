import { useMutation } from "@tanstack/react-query";
import { downloadBlob } from "../../../lib/download";
import { expireUserSession, USER_KEYS } from "../../../lib/session";
import { readStorage } from "../../../lib/storage";
import { refreshUserToken } from "../../../lib/trpc";

const EXPORT_URL = "/api/users/export";
const FALLBACK_NAME = "nexgen-data.zip";

function requestExport() {
  const token = readStorage(USER_KEYS.token);
  return fetch(EXPORT_URL, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The server refused the export and said why; any other failure (network, proxy page) is told in the screen's own words. */
export class ExportRefused extends Error {}

/** The server's `{ message }`, or empty when there is none. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: fall through.
  }
  return "";
}

/**
 * GET /api/users/export with the access token (a plain link cannot carry it),
 * saved under the server's file name. A 401 renews the session once, as every
 * tRPC call does; a refused renewal signs out.
 */
async function downloadMyData(): Promise<{ filename: string }> {
  let response = await requestExport();
  if (response.status === 401) {
    const outcome = await refreshUserToken();
    if (outcome === "refused") expireUserSession();
    if (outcome === "refreshed") response = await requestExport();
  }
  if (!response.ok) throw new ExportRefused(await failureMessage(response));
  const disposition = response.headers.get("content-disposition") ?? "";
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
  downloadBlob(filename, await response.blob());
  return { filename };
}

/** "Download my data": the whole account as one zip (issue #17). */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
